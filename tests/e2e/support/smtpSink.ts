import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received mail as the sink stores it: a JSON file per mail in the mail folder. */
export interface StoredMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface SmtpSink {
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port. The server under test delivers to it with
 * nodemailer exactly as it would to a provider; every mail is parsed and written to
 * `mailDir`, where the test workers (other processes) read it.
 */
export async function startSmtpSink(mailDir: string): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
            receivedAt: new Date().toISOString(),
          };
          return storeMail(mailDir, mail);
        })
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function storeMail(mailDir: string, mail: StoredMail): Promise<void> {
  const name = `${Date.now()}-${randomUUID()}.json`;
  const partial = join(mailDir, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(mail, null, 2));
  await rename(partial, join(mailDir, name));
}

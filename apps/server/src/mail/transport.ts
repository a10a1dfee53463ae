import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox';

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** SMTP when SMTP_URL is set; otherwise the mail (links included) goes to the log. */
export function createTransport(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): SendMail {
  if (!smtpUrl) {
    return async (mail) => {
      log.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP_URL set)',
      );
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}

import { describe, expect, it } from 'vitest';
import { latestMail } from '../test/mailbox';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

const server = useTestServer();
const password = 'Secret123';

/** Saves the interface language in the user's settings, as the Settings page does. */
async function chooseLanguage(token: string, language: string) {
  const profile = await server.call('get', '/users/me', { token });
  const saved = await server.call('patch', '/users/update-profile', {
    token,
    body: {
      username: profile.body.username,
      first_name: profile.body.first_name,
      last_name: profile.body.last_name,
      country: profile.body.country,
      phone_number: profile.body.phone_number,
      email: profile.body.email,
      preferences: { settings: { language } },
    },
  });
  expect(saved.status).toBe(200);
  return profile.body.email as string;
}

describe('error details in the caller’s language', () => {
  it('tells a French visitor in French that the password is wrong', async () => {
    const response = await server.call('post', '/auth/login', {
      body: { email: 'personne@example.com', password },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'Adresse e-mail ou mot de passe incorrect' });
  });

  it('answers in English to a language Lingua does not speak', async () => {
    const response = await server.call('post', '/auth/login', {
      body: { email: 'nobody@example.com', password },
      headers: { 'accept-language': 'nl-NL' },
    });
    expect(response.body).toEqual({ detail: 'Incorrect email or password' });
  });

  it('prefers the signed-in user’s saved language to the browser’s', async () => {
    const teacher = await createUser(server, 'teacher');
    await chooseLanguage(teacher.token, 'de');
    const response = await server.call('post', '/rooms/join', {
      token: teacher.token,
      body: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(response.status).toBe(422);
    expect(response.body.detail).toBe('Bitte prüfe die markierten Felder');
  });
});

describe('mails in the recipient’s language', () => {
  it('sends the reset link in Spanish to a user whose settings say Spanish', async () => {
    const student = await createUser(server, 'student');
    const email = await chooseLanguage(student.token, 'es');
    // The browser asking is English: the mail follows the account, not the request.
    await server.call('post', '/auth/forgot-password', {
      body: { email },
      headers: { 'accept-language': 'en-GB' },
    });
    const mail = await latestMail(server.db, email, 'reset-password');
    expect(mail.subject).toBe('Restablece tu contraseña de Lingua');
    expect(mail.body_text).toContain('abre este enlace antes de que pase una hora');
    expect(mail.token).toBeTruthy();
  });

  it('writes a new account’s verification mail in the language it signed up in', async () => {
    const email = 'nuovo@example.com';
    await server.call('post', '/auth/signup', {
      body: { email, password },
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    const mail = await latestMail(server.db, email, 'verify-email');
    expect(mail.subject).toBe('Verifica il tuo indirizzo email di Lingua');
  });
});

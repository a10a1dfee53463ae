import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { chooseLanguage, createUser, type TestUser } from '../test/users';

const server = useTestServer();

describe('what the generator tells the teacher', () => {
  it('says plainly when no offline text is about the topic, without storing it', async () => {
    const user = await createUser(server, 'teacher');
    const response = await server.call('post', '/exercises/reading', {
      token: user.token,
      body: {
        user_input: 'the French Revolution',
        language: 'French',
        level: 'B1',
        questions_quantity: 3,
        quantity_words: 120,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.notice).toBe(
      "No offline text about 'the French Revolution'; closest: history, culture. A language model (OPENAI_*) writes on any topic.",
    );
    const stored = await server.call('get', '/exercises/exercise/{id}', {
      token: user.token,
      params: { id: response.body.data[0].id },
    });
    expect(stored.body).not.toHaveProperty('notice');
  });

  it("says it in the teacher's language, naming the closest themes in it too", async () => {
    /** The notice on a French B1 reading about the topic, for a teacher and their browser. */
    const noticeFor = async (teacher: TestUser, topic: string, acceptLanguage: string) => {
      const response = await server.call('post', '/exercises/reading', {
        token: teacher.token,
        body: {
          user_input: topic,
          language: 'French',
          level: 'B1',
          questions_quantity: 3,
          quantity_words: 120,
        },
        headers: { 'accept-language': acceptLanguage },
      });
      expect(response.status).toBe(201);
      return response.body.notice;
    };
    // A teacher in Madrid whose profile says Spanish, whatever the browser asks for.
    const madrid = await createUser(server, 'teacher');
    await chooseLanguage(server, madrid, 'es');
    expect(await noticeFor(madrid, 'la Revolución Francesa', 'en-GB')).toBe(
      'Ningún texto integrado trata de «la Revolución Francesa»; temas más cercanos: historia, cultura. Un modelo de lenguaje (ajustes OPENAI_*) escribe sobre cualquier tema.',
    );
    // A teacher without a saved language whose browser asks for French.
    const lyon = await createUser(server, 'teacher');
    expect(await noticeFor(lyon, 'la Révolution française', 'fr-FR,fr;q=0.9,en;q=0.5')).toBe(
      "Aucun texte intégré ne porte sur «\u00a0la Révolution française\u00a0»\u00a0; thèmes les plus proches\u00a0: histoire, culture. Un modèle de langage (paramètres OPENAI_*) écrit sur n'importe quel sujet.",
    );
  });

  it("declines grammar the offline engine cannot write, naming it in the teacher's language", async () => {
    const user = await createUser(server, 'teacher');
    const ask = (acceptLanguage: string) =>
      server.call('post', '/exercises/writing', {
        token: user.token,
        body: { user_input: 'Genitiv', language: 'German', level: 'B1', quantity: 4 },
        headers: { 'accept-language': acceptLanguage },
      });
    const english = await ask('en-GB');
    expect(english.status).toBe(422);
    expect(english.body.detail).toBe(
      'No offline exercises on the genitive (Genitiv) yet. A language model (OPENAI_*) can write them.',
    );
    expect(english.body.errors?.user_input).toBe(english.body.detail);
    const spanish = await ask('es-ES');
    expect(spanish.body.detail).toBe(
      'El punto «genitivo» (Genitiv) aún no está disponible sin conexión. Un modelo de lenguaje (ajustes OPENAI_*) puede escribir sus ejercicios.',
    );
    // Nothing was stored in its place.
    const list = await server.call('get', '/exercises/all_exercises', { token: user.token });
    expect(list.body).toEqual([]);
  });

  it('gives a teacher a text they have not had, and says when every one has come', async () => {
    const teacher = await createUser(server, 'teacher');
    const other = await createUser(server, 'teacher');
    const reading = (user: TestUser) =>
      server.call('post', '/exercises/reading', {
        token: user.token,
        body: {
          user_input: 'les animaux',
          language: 'French',
          level: 'A2',
          questions_quantity: 3,
          quantity_words: 120,
        },
      });
    const first = await reading(teacher);
    expect(first.status).toBe(201);
    expect(first.body).not.toHaveProperty('notice');
    // The bank has one French A2 text on animals: the second request says it comes again...
    const second = await reading(teacher);
    expect(second.body.data[0].results.Title).toBe(first.body.data[0].results.Title);
    expect(second.body.notice).toBe(
      'You have had every offline text on animals at A2; this one comes again.',
    );
    // ...for this teacher only: another teacher has not had it.
    expect(await reading(other)).not.toHaveProperty('body.notice');
  });

  it("writes Translations from the teacher's language and drills the asked grammar point", async () => {
    const user = await createUser(server, 'teacher');
    const response = await server.call('post', '/exercises/writing', {
      token: user.token,
      body: {
        user_input: 'passé composé avec être',
        language: 'French',
        level: 'A2',
        quantity: 4,
        variation: 'Translations',
        instruction_language: 'German',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('notice');
    const [exercise] = response.body.data;
    for (const prompt of exercise.results.Exercises) expect(prompt).toMatch(/^Gestern /);
    for (const key of exercise.answer_key) {
      expect(key).toMatchObject({ kind: 'translate', point: 'fr.passe-compose-etre' });
      expect(key.answer).toMatch(/^Hier, /);
    }
  });
});

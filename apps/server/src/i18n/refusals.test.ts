import { describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { insertExercise } from '../test/exercises';
import { useTestServer } from '../test/testServer';
import { chooseLanguage, createUser } from '../test/users';

const server = useTestServer();

describe('the areas’ refusals in the caller’s language', () => {
  it('refuses a room, an assignment and a template in Spanish to a user whose profile says so', async () => {
    const classroom = await createClassroom(server, { students: 1 });
    const outsider = await createUser(server, 'student');
    await chooseLanguage(server, outsider, 'es');
    // The browser asks for English: the detail follows the account.
    const headers = { 'accept-language': 'en-GB' };

    const room = await server.call('get', '/rooms/room/{id}', {
      token: outsider.token,
      params: { id: classroom.roomId },
      headers,
    });
    expect(room.status).toBe(403);
    expect(room.body).toEqual({ detail: 'No eres miembro de esta aula' });

    const attempt = await server.call('post', '/assignments/start_attempt/{id}', {
      token: outsider.token,
      params: { id: classroom.assignmentId },
      headers,
    });
    expect(attempt.status).toBe(403);
    expect(attempt.body).toEqual({ detail: 'Esta tarea no se te ha asignado' });

    const template = await server.call('get', '/templates/get_template/{id}', {
      token: outsider.token,
      params: { id: classroom.templateId },
      headers,
    });
    expect(template.status).toBe(403);
    expect(template.body).toEqual({ detail: 'Esta plantilla no se ha compartido contigo' });
  });

  it('refuses a room, an assignment and a template in French to a browser asking for French', async () => {
    const classroom = await createClassroom(server, { students: 1 });
    const other = await createUser(server, 'teacher');
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };

    const join = await server.call('post', '/rooms/join', {
      token: classroom.students[0]?.token,
      body: { join_code: 'ZZZZ2222' },
      headers,
    });
    expect(join.status).toBe(404);
    expect(join.body).toEqual({
      detail: "Aucune classe n'a ce code. Vérifiez-le auprès de votre enseignant et réessayez.",
    });

    const ownRoom = await server.call('post', '/rooms/create_room', {
      token: other.token,
      body: { room_name: 'Mine', room_lang: 'German', room_level: 'B1', list_users: [] },
    });
    expect(ownRoom.status).toBe(201);
    const assignment = await server.call('post', '/assignments/create_assignment', {
      token: other.token,
      body: {
        assignment_text: 'Not mine',
        assignment_description: 'Read',
        template_id: classroom.templateId,
        room_id: ownRoom.body.id,
        schedule: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        attempts: 1,
        time_limit: 10,
      },
      headers,
    });
    expect(assignment.status).toBe(403);
    expect(assignment.body).toEqual({
      detail: 'Vous ne pouvez donner que vos propres modèles',
    });

    const mixed = await server.call('post', '/templates/create_template', {
      token: other.token,
      body: {
        template_name: 'Mixed',
        exercises_id_list: [
          await insertExercise(server.db, other.id, { language: 'German', level: 'B1' }),
          await insertExercise(server.db, other.id, { language: 'French', level: 'B1' }),
        ],
        language: 'German',
        template_level: 'B1',
      },
      headers,
    });
    expect(mixed.status).toBe(409);
    expect(mixed.body).toEqual({
      detail: 'Pour créer un modèle, sélectionnez des exercices de même niveau et de même langue.',
    });

    // A field's message too, beside the detail.
    const blank = await server.call('post', '/rooms/create_room', {
      token: other.token,
      body: { room_name: '   ', room_lang: 'German', room_level: 'B1', list_users: [] },
      headers,
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      detail: 'Vérifiez les champs signalés',
      errors: { room_name: 'Le nom de la classe est obligatoire' },
    });
  });

  it('keeps the English words for an English reader', async () => {
    const classroom = await createClassroom(server, { students: 1 });
    const outsider = await createUser(server, 'student');
    const room = await server.call('get', '/rooms/room/{id}', {
      token: outsider.token,
      params: { id: classroom.roomId },
    });
    expect(room.body).toEqual({ detail: 'You are not a member of this room' });
  });
});

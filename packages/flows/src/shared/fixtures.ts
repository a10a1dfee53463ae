/** Contract-shaped sample data for the flow tests. */
import type { Exercise, LoginResponse, UserProfile } from './api';

export const studentProfile: UserProfile = {
  id: '7c0e1b1e-0000-4000-8000-000000000001',
  email: 'ana@school.org',
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Silva',
  country: 'PT',
  phone_number: '+351 912345678',
  role: 'Student',
  preferences: {},
  created_at: '2026-09-01T08:00:00Z',
  email_verified: true,
};

export const loginResponse: LoginResponse = {
  access_token: 'access.jwt',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 900,
  user: { id: studentProfile.id, email: studentProfile.email },
};

export function exercise(overrides: Partial<Exercise> & Pick<Exercise, 'id' | 'type'>): Exercise {
  return {
    language: 'Spanish',
    level: 'A2',
    created_at: '2026-11-01T10:00:00Z',
    user_id: studentProfile.id,
    engine: 'builtin',
    results: { Title: 'Untitled' },
    ...overrides,
  };
}

export const writingExercise = exercise({
  id: 'e0000000-0000-4000-8000-000000000001',
  type: 'Writing',
  results: {
    Title: 'Present tense',
    Description: 'Conjugate the verb.',
    Exercises: ['Yo (hablar) ...', 'Tú (comer) ...'],
  },
});

export const readingExercise = exercise({
  id: 'e0000000-0000-4000-8000-000000000002',
  type: 'Reading',
  results: {
    Title: 'En el mercado',
    Paragraph: 'María compra fruta en el mercado.',
    Questions: ['¿Qué compra María?', '¿Dónde está?'],
  },
});

export const listeningExercise = exercise({
  id: 'e0000000-0000-4000-8000-000000000003',
  type: 'Listening',
  results: {
    Title: 'La estación',
    Paragraph: 'El tren sale a las nueve.',
    Questions: ['¿A qué hora sale el tren?'],
    audio_base64: 'UklGRg==',
  },
});

export const speakingExercise = exercise({
  id: 'e0000000-0000-4000-8000-000000000004',
  type: 'Speaking',
  results: {
    Title: 'Mis vacaciones',
    Description: 'Contesta a las preguntas en voz alta.',
    Questions: ['¿Dónde estuviste?', '¿Qué te gustó más?'],
    speaking_task: 'questions',
    max_duration_seconds: 60,
    criteria: ['range', 'accuracy', 'fluency', 'pronunciation', 'task_achievement'],
  },
});

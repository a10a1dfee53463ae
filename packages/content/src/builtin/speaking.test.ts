import * as contract from '@lingua/api/contract';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { languages, levels } from '../languages';
import { seededRandom as seeded } from '../random';
import { generatedExerciseSchema } from '../schemas';
import { generateSpeaking, maxDurations } from './speaking';

/** Words only the task's own language writes in its instructions (checked against the others). */
const marker: Record<(typeof languages)[number], RegExp> = {
  English: /\b(the|each|aloud|what)\b/i,
  Spanish: /\b(el|en voz alta|cada|lo que)\b/i,
  French: /\b(le|à voix haute|chaque|ce que)\b/i,
  German: /\b(den|laut|jede|was)\b/i,
  Italian: /\b(il|ad alta voce|ogni|ciò che)\b/i,
  Portuguese: /\b(o|em voz alta|cada|o que)\b/i,
};

describe('built-in speaking tasks', () => {
  for (const language of languages)
    for (const level of levels)
      it(`makes each kind of ${language} ${level} task, in ${language}, with its duration and criteria`, () => {
        for (const task of contract.SpeakingTask.enum) {
          const exercise = generateSpeaking(
            { language, level, speaking_task: task, user_input: 'holidays' },
            seeded(7),
          );
          expect(generatedExerciseSchema.parse(exercise)).toEqual(exercise);
          const { results } = exercise;
          expect(exercise.type).toBe('Speaking');
          expect(results.speaking_task).toBe(task);
          expect(results.max_duration_seconds).toBe(maxDurations[task][level]);
          expect(results.criteria).toEqual([
            'range',
            'accuracy',
            'fluency',
            'pronunciation',
            'task_achievement',
          ]);
          expect(results.Description).toMatch(marker[language]);
          // Not the English of the code: the task speaks the language it practises.
          if (language !== 'English') {
            expect(results.Description).not.toMatch(marker.English);
            expect(results.Title).not.toBe(
              generateSpeaking(
                { language: 'English', level, speaking_task: task, user_input: 'x' },
                seeded(7),
              ).results.Title,
            );
          }
          expect(results.Questions?.length).toBeGreaterThan(0);
          expect(exercise.answer_key).toHaveLength(results.Questions?.length ?? 0);
          if (task === 'questions') expect(results.Paragraph).toBeUndefined();
          else expect(results.Paragraph?.split(' ').length).toBeGreaterThan(5);
        }
      });

  it('asks about the student’s life by level: a holiday at A2, an argument at B2', () => {
    const ask = (level: 'A2' | 'B2') =>
      generateSpeaking(
        { language: 'English', level, speaking_task: 'questions', user_input: 'x' },
        seeded(1),
      ).results.Questions;
    expect(ask('A2')).toContain('Describe your last holiday.');
    expect(ask('B2')?.[0]).toMatch(/^Argue for or against/);
  });

  it('gives a short text at the level to read aloud, longer at C1 than at A1', () => {
    const words = (level: 'A1' | 'C1') =>
      (
        generateSpeaking(
          { language: 'German', level, speaking_task: 'read_aloud', user_input: 'Urlaub' },
          seeded(3),
        ).results.Paragraph ?? ''
      ).split(' ').length;
    expect(words('A1')).toBeLessThan(words('C1'));
    expect(words('A1')).toBeLessThanOrEqual(60);
  });
});

describe('speaking tasks from an engine with a model', () => {
  it('are written by the built-in engine without asking the model', async () => {
    const fallbacks: unknown[] = [];
    // Nothing listens on port 9: a call to the model would fail and be reported as a fallback.
    const engine = createEngine({
      llm: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: '', model: 'any', timeoutMs: 500 },
      random: seeded(3),
      onFallback: (error) => fallbacks.push(error),
    });
    const exercise = await engine.generate({
      type: 'Speaking',
      user_input: 'holidays',
      language: 'French',
      level: 'B2',
      speaking_task: 'questions',
    });
    expect(exercise).toMatchObject({ type: 'Speaking', engine: 'builtin' });
    expect(exercise.results.max_duration_seconds).toBe(maxDurations.questions.B2);
    expect(fallbacks).toEqual([]);
  });
});

import { fixtures } from '@lingua/api/mocks';
import { describe, expect, it } from 'vitest';
import { toEditable, toUpdatedResults } from './editableResults';

const { writingSpanish, readingSpanish, listeningSpanish } = fixtures.exercises;

describe('the editor payload', () => {
  it('sends a writing exercise back with Title, Description and Exercises', () => {
    const edited = { ...toEditable(writingSpanish), text: 'Nueva consigna', prompts: ['Uno', ' '] };
    expect(toUpdatedResults(writingSpanish, edited)).toEqual({
      Title: writingSpanish.results.Title,
      Description: 'Nueva consigna',
      Exercises: ['Uno'],
    });
  });

  it('sends a reading exercise back with Paragraph and Questions', () => {
    const edited = { ...toEditable(readingSpanish), Title: 'Otro título' };
    expect(toUpdatedResults(readingSpanish, edited)).toEqual({
      Title: 'Otro título',
      Paragraph: readingSpanish.results.Paragraph,
      Questions: readingSpanish.results.Questions,
    });
  });

  it('keeps the listening transcript and audio whatever the form says', () => {
    const edited = { ...toEditable(listeningSpanish), text: 'changed', prompts: ['¿Qué?'] };
    expect(toUpdatedResults(listeningSpanish, edited)).toEqual({
      Title: listeningSpanish.results.Title,
      Paragraph: listeningSpanish.results.Paragraph,
      Questions: ['¿Qué?'],
      audio_base64: listeningSpanish.results.audio_base64,
    });
  });

  it('keeps the old title when the new one is blank', () => {
    const edited = { ...toEditable(readingSpanish), Title: '   ' };
    expect(toUpdatedResults(readingSpanish, edited).Title).toBe(readingSpanish.results.Title);
  });
});

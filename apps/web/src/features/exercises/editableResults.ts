import type { Exercise, ExerciseResults } from '@lingua/api';

/** What the editor changes: the title, the text and the prompts. */
export interface EditableResults {
  Title: string;
  /** Writing: the Description; Reading and Listening: the Paragraph. */
  text: string;
  prompts: string[];
}

export function toEditable(exercise: Exercise): EditableResults {
  const { results, type } = exercise;
  return type === 'Writing'
    ? { Title: results.Title, text: results.Description ?? '', prompts: results.Exercises ?? [] }
    : { Title: results.Title, text: results.Paragraph ?? '', prompts: results.Questions ?? [] };
}

/**
 * The update payload of learning-content.md section 3. A Listening transcript is read-only,
 * so it goes back unchanged, with the audio when the exercise has it (one opened from a list
 * has none, and the server keeps the stored audio); blank prompts are dropped.
 */
export function toUpdatedResults(exercise: Exercise, edited: EditableResults): ExerciseResults {
  const prompts = edited.prompts.map((prompt) => prompt.trim()).filter(Boolean);
  const Title = edited.Title.trim() || exercise.results.Title;
  switch (exercise.type) {
    case 'Writing':
      return { Title, Description: edited.text, Exercises: prompts };
    case 'Reading':
      return { Title, Paragraph: edited.text, Questions: prompts };
    case 'Speaking':
      // The task's kind, duration and criteria are not edited here: they go back as they were.
      return { ...exercise.results, Title, Paragraph: edited.text, Questions: prompts };
    case 'Listening': {
      const { Paragraph = '', audio_base64 } = exercise.results;
      return audio_base64 === undefined
        ? { Title, Paragraph, Questions: prompts }
        : { Title, Paragraph, Questions: prompts, audio_base64 };
    }
  }
}

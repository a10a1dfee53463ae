import type { Random } from '../random';
import type { GeneratedExercise, ListeningRequest, ReadingRequest } from '../schemas';
import { madeText } from './genres';
import { buildPassage } from './passage';

export function generateReading(request: ReadingRequest, random: Random): GeneratedExercise {
  const made = madeText(request, 'Reading', random);
  if (made) {
    return {
      type: 'Reading',
      language: request.language,
      level: request.level,
      results: {
        Title: made.text.title,
        Description: 'Read the text and answer the questions.',
        Paragraph: made.text.paragraphs.join('\n\n'),
        Questions: made.questions,
      },
      answer_key: made.answerKey,
      engine: 'builtin',
    };
  }
  const passage = buildPassage(
    request,
    'Reading',
    request.quantity_words,
    request.questions_quantity,
    'Reading comprehension',
    random,
  );
  return {
    type: 'Reading',
    language: request.language,
    level: request.level,
    results: {
      Title: passage.title,
      Description: 'Read the text and answer the questions.',
      Paragraph: passage.paragraphs.join('\n\n'),
      Questions: passage.questions,
    },
    answer_key: passage.answerKey,
    engine: 'builtin',
    ...(passage.notices.length > 0 ? { notices: passage.notices } : {}),
  };
}

/**
 * Listening transcripts are short enough to follow in one hearing at the level, and get longer as
 * it rises: about half a minute at A, a minute at C. Both engines write to these lengths.
 */
export const listeningWords = { A: 70, B: 110, C: 150 } as const;

/** The listening exercise without its audio: the engine adds the speech. */
export function generateListeningText(
  request: ListeningRequest,
  random: Random,
): GeneratedExercise {
  const made = madeText(request, 'Listening', random);
  if (made) {
    return {
      type: 'Listening',
      language: request.language,
      level: request.level,
      results: {
        Title: made.text.title,
        Description: 'Listen to the recording and answer the questions.',
        Paragraph: made.text.paragraphs.join('\n\n'),
        Questions: made.questions,
      },
      answer_key: made.answerKey,
      engine: 'builtin',
    };
  }
  const band = request.level[0] as keyof typeof listeningWords;
  const passage = buildPassage(
    request,
    'Listening',
    listeningWords[band],
    request.questions_quantity,
    'Listening comprehension',
    random,
  );
  return {
    type: 'Listening',
    language: request.language,
    level: request.level,
    results: {
      Title: passage.title,
      Description: 'Listen to the recording and answer the questions.',
      Paragraph: passage.paragraphs.join('\n\n'),
      Questions: passage.questions,
    },
    answer_key: passage.answerKey,
    engine: 'builtin',
    ...(passage.notices.length > 0 ? { notices: passage.notices } : {}),
  };
}

import * as contract from '@lingua/api/contract';
import { errorMessage, errorStatus } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import type {
  ExerciseType,
  Language,
  Level,
  ListeningRequest,
  ReadingRequest,
  SpeakingRequest,
  SpeakingTask,
  WritingRequest,
  WritingVariation,
} from '../shared/api';

const bounds = ({ minimum, maximum }: { minimum: number; maximum: number }) => ({
  min: minimum,
  max: maximum,
});

/** Each number input's bounds (openapi.yaml's) and its default (learning-content.md section 5). */
export const numberFields = {
  quantity: { ...bounds(contract.WritingRequest.properties.quantity), fallback: 1 },
  questions_quantity: { ...bounds(contract.QuestionsQuantity), fallback: 5 },
  quantity_words: { ...bounds(contract.ReadingRequest.properties.quantity_words), fallback: 150 },
} as const;

export type NumberField = keyof typeof numberFields;

/** The kinds of speaking task, in the order the Speaking tab offers them. */
export const speakingTasks = contract.SpeakingTask.enum;

/** The four tabs share one form; each request takes the fields of its type. */
export interface GenerateForm {
  user_input: string;
  language: Language | '';
  level: Level | '';
  variation: WritingVariation | '';
  /** The language Translations are written in (the teacher's); English unless chosen. */
  instruction_language: Language;
  /** Kept as typed text so a cleared input stays blank until submit. */
  quantity: string;
  questions_quantity: string;
  quantity_words: string;
  /** Speaking: what the student does aloud (read a text, answer questions, retell). */
  speaking_task: SpeakingTask;
}

export type GenerateRequest =
  | { type: 'Writing'; body: WritingRequest }
  | { type: 'Reading'; body: ReadingRequest }
  | { type: 'Listening'; body: ListeningRequest }
  | { type: 'Speaking'; body: SpeakingRequest };

export const emptyGenerateForm: GenerateForm = {
  user_input: '',
  language: '',
  level: '',
  variation: '',
  instruction_language: 'English',
  quantity: String(numberFields.quantity.fallback),
  questions_quantity: String(numberFields.questions_quantity.fallback),
  quantity_words: String(numberFields.quantity_words.fallback),
  speaking_task: 'read_aloud',
};

/** Only Translations read the teacher's language: asked when the variation may give them. */
export function asksInstructionLanguage(form: Pick<GenerateForm, 'variation'>): boolean {
  return form.variation === '' || form.variation === 'Translations';
}

export function isNumberField(field: keyof GenerateForm): field is NumberField {
  return field in numberFields;
}

/** Clamps what was typed into the field's bounds; a blank input stays blank. */
export function clampTyped(field: NumberField, typed: string): string {
  if (typed.trim() === '') return '';
  const { min, max } = numberFields[field];
  const value = Number.parseInt(typed, 10);
  if (Number.isNaN(value)) return String(min);
  return String(Math.min(max, Math.max(min, value)));
}

function numberOrDefault(field: NumberField, typed: string): number {
  const clamped = clampTyped(field, typed);
  return clamped === '' ? numberFields[field].fallback : Number(clamped);
}

export function hasRequiredFields(form: GenerateForm): boolean {
  return form.user_input.trim() !== '' && form.language !== '' && form.level !== '';
}

/** The request for the chosen tab; only call it once `hasRequiredFields` holds. */
export function toGenerateRequest(type: ExerciseType, form: GenerateForm): GenerateRequest {
  const common = {
    user_input: form.user_input.trim(),
    language: form.language as Language,
    level: form.level as Level,
  };
  switch (type) {
    case 'Writing':
      return {
        type,
        body: {
          ...common,
          quantity: numberOrDefault('quantity', form.quantity),
          ...(form.variation === '' ? {} : { variation: form.variation }),
          ...(asksInstructionLanguage(form)
            ? { instruction_language: form.instruction_language }
            : {}),
        },
      };
    case 'Reading':
      return {
        type,
        body: {
          ...common,
          questions_quantity: numberOrDefault('questions_quantity', form.questions_quantity),
          quantity_words: numberOrDefault('quantity_words', form.quantity_words),
        },
      };
    case 'Listening':
      return {
        type,
        body: {
          ...common,
          questions_quantity: numberOrDefault('questions_quantity', form.questions_quantity),
        },
      };
    case 'Speaking':
      return { type, body: { ...common, speaking_task: form.speaking_task } };
  }
}

/** learning-content.md section 8, generation: keyed on the status the message mentions. */
export function generationErrorMessage(error: unknown): Message {
  const status = errorStatus(error);
  const message = errorMessage(error) ?? '';
  const mentions = (code: number) => status === code || message.includes(String(code));
  if (mentions(401)) return msg('exercises.generate.loginAgain');
  if (mentions(429)) return msg('exercises.generate.tooMany');
  if (mentions(500)) return msg('exercises.generate.serverError');
  return msg('exercises.generate.failed');
}

/** The submit button while a request runs, e.g. "Generating Reading Exercises...". */
export function generatingLabel(type: ExerciseType): Message {
  return msg('exercises.generate.generating', { type });
}

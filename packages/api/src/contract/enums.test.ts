import { expect, it } from 'vitest';
import {
  EXERCISE_TYPES,
  FEEDBACK_TYPES,
  LANGUAGES,
  LEVELS,
  ROLES,
  WRITING_VARIATIONS,
} from '../enums';
import { loadContract } from './loadContract';

const { schemas } = loadContract().components;

it.each([
  ['Language', LANGUAGES],
  ['Level', LEVELS],
  ['ExerciseType', EXERCISE_TYPES],
  ['Role', ROLES],
  ['FeedbackType', Object.keys(FEEDBACK_TYPES)],
  ['WritingVariation', WRITING_VARIATIONS],
] as const)('the %s values are exactly the enum of openapi.yaml', (schema, values) => {
  expect([...values]).toEqual(schemas[schema]?.enum);
});

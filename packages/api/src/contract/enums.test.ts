import { expect, it } from 'vitest';
import { FEEDBACK_TYPES } from '../enums';
import { loadContract } from './loadContract';

// The other enums are read from src/generated/contract.ts, which drift.test.ts holds to the file.
it('labels exactly the feedback categories of openapi.yaml', () => {
  expect(Object.keys(FEEDBACK_TYPES)).toEqual(loadContract().components.schemas.FeedbackType?.enum);
});

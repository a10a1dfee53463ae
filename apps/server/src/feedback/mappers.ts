import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import type { FeedbackRow } from './queries';

export const toFeedback = (row: FeedbackRow): Schemas['Feedback'] => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

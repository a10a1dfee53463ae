import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  extraAttempts,
  overrideCommentMaxLength,
  rubricCommentMaxLength,
  rubricPoints,
  timeMultipliers,
  verdicts,
} from './contractValues';

const { schemas } = parse(
  readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'),
).components;

it('offers and limits what openapi.yaml declares, so no choice or length is refused', () => {
  expect({
    verdicts,
    timeMultipliers,
    extraAttempts,
    overrideCommentMaxLength,
    rubricPoints,
    rubricCommentMaxLength,
  }).toEqual({
    verdicts: schemas.Verdict.enum,
    timeMultipliers: schemas.TimeMultiplier.enum,
    extraAttempts: { min: schemas.ExtraAttempts.minimum, max: schemas.ExtraAttempts.maximum },
    overrideCommentMaxLength: schemas.OverrideRequest.properties.comment.maxLength,
    rubricPoints: { min: schemas.RubricPoints.minimum, max: schemas.RubricPoints.maximum },
    rubricCommentMaxLength: schemas.RubricRequest.properties.comment.maxLength,
  });
});

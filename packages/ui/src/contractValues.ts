/**
 * The values of openapi.yaml that the components offer or limit input to. ui imports nothing of
 * ours, so they are written here once, and `contractValues.test.ts` holds them to the contract.
 */

/** A teacher's verdicts on an item (`Verdict`). */
export const verdicts = ['correct', 'half', 'wrong'] as const;

/** The extra time a student can be given: their time limit is the assignment's times this. */
export const timeMultipliers = [1, 1.25, 1.5, 2] as const;

/** The attempts a student may be given beyond the assignment's (`ExtraAttempts`). */
export const extraAttempts = { min: 0, max: 10 } as const;

/** The longest comment a teacher writes with a changed verdict (`OverrideRequest.comment`). */
export const overrideCommentMaxLength = 1000;

/** A criterion's points on the rubric (`RubricPoints`). */
export const rubricPoints = { min: 0, max: 4 } as const;

/** The longest comment a teacher writes with a grading on the rubric (`RubricRequest.comment`). */
export const rubricCommentMaxLength = 1000;

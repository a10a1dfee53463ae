import type { components } from '@lingua/api';

/** The contract's named schemas, for rows and mappers. */
export type Schemas = components['schemas'];
export type Language = Schemas['Language'];
export type Level = Schemas['Level'];
export type ExerciseType = Schemas['ExerciseType'];

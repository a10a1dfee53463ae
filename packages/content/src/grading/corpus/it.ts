import type { CorpusCase } from './case';
export const italian: CorpusCase[] = [];

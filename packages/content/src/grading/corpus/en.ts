import type { CorpusCase } from './case';
export const english: CorpusCase[] = [];

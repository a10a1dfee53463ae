import type { CorpusCase } from './case';
export const french: CorpusCase[] = [];

import type { CorpusCase } from './case';
export const german: CorpusCase[] = [];

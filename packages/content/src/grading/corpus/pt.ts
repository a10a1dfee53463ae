import type { CorpusCase } from './case';
export const portuguese: CorpusCase[] = [];

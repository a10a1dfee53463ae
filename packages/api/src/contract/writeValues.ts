import { writeFileSync } from 'node:fs';
import { loadContract } from './loadContract';
import { contractValuesSource } from './values';

writeFileSync(
  new URL('../generated/contract.ts', import.meta.url),
  contractValuesSource(loadContract()),
);

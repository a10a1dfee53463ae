import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { expect, it } from 'vitest';

const contract = new URL('../../../../openapi.yaml', import.meta.url);
const committed = new URL('./schema.d.ts', import.meta.url);

it('the committed schema.d.ts is what `pnpm gen` makes of openapi.yaml', async () => {
  const regenerated = COMMENT_HEADER + astToString(await openapiTS(contract, { silent: true }));

  // On failure: run `pnpm gen` and commit src/generated/schema.d.ts.
  expect(await readFile(committed, 'utf8')).toBe(regenerated);
}, 30_000);

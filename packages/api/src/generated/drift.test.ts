import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { expect, it } from 'vitest';
import { loadContract, type SchemaObject } from '../contract/loadContract';
import { contractValuesSource } from '../contract/values';
import * as values from './contract';

const contract = new URL('../../../../openapi.yaml', import.meta.url);
const committed = (name: string) => readFile(new URL(`./${name}`, import.meta.url), 'utf8');

// On failure: run `pnpm gen` and commit src/generated/.
it('the committed schema.d.ts is what `pnpm gen` makes of openapi.yaml', async () => {
  const regenerated = COMMENT_HEADER + astToString(await openapiTS(contract, { silent: true }));
  expect(await committed('schema.d.ts')).toBe(regenerated);
}, 30_000);

it('the committed contract.ts is what `pnpm gen` makes of openapi.yaml', async () => {
  expect(await committed('contract.ts')).toBe(contractValuesSource(loadContract()));
});

it('each value of contract.ts is the one openapi.yaml writes at that place', () => {
  const mismatches: string[] = [];
  const compare = (generated: object, schema: SchemaObject | undefined, at: string) => {
    for (const [keyword, value] of Object.entries(generated)) {
      if (keyword === 'properties') {
        for (const [name, inner] of Object.entries(value as object)) {
          compare(inner, schema?.properties?.[name], `${at}.${name}`);
        }
      } else if (keyword === 'items') {
        compare(value, schema?.items as SchemaObject | undefined, `${at}[]`);
      } else if (!isDeepStrictEqual(value, schema?.[keyword])) {
        mismatches.push(`${at} ${keyword}`);
      }
    }
  };
  const { schemas } = loadContract().components;
  for (const [name, generated] of Object.entries(values)) compare(generated, schemas[name], name);
  expect(mismatches).toEqual([]);
});

import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadContract, resolveSchema, type SchemaObject } from './loadContract';

const contract = loadContract();

/** Every schema node of the document with a readable location. */
function* schemaNodes(value: unknown, at: string): Generator<[string, SchemaObject]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* schemaNodes(item, `${at}/${index}`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as SchemaObject;
  if ('type' in node) yield [at, node];
  for (const [key, child] of Object.entries(node)) yield* schemaNodes(child, `${at}/${key}`);
}

const types = (node: SchemaObject) => [node.type].flat();

describe('openapi.yaml bounds every input', () => {
  const nodes = [...schemaNodes(contract, '#')];

  it('gives every free string a maxLength', () => {
    const unbounded = nodes.filter(
      ([, node]) => types(node).includes('string') && !node.enum && node.maxLength === undefined,
    );
    expect(unbounded.map(([at]) => at)).toEqual([]);
  });

  it('gives every array a maxItems', () => {
    const unbounded = nodes.filter(
      ([, node]) => types(node).includes('array') && node.maxItems === undefined,
    );
    expect(unbounded.map(([at]) => at)).toEqual([]);
  });

  it('refuses unknown fields in every request body', () => {
    const open = Object.entries(contract.paths).flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => {
        const schema = item[method]?.requestBody?.content['application/json']?.schema;
        if (!schema) return [];
        const resolved = resolveSchema(contract, schema);
        const branches = resolved.oneOf ?? [resolved];
        return branches.every(
          (branch) => resolveSchema(contract, branch).additionalProperties === false,
        )
          ? []
          : [`${method} ${path}`];
      }),
    );
    expect(open).toEqual([]);
  });
});

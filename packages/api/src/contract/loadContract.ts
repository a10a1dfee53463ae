import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of an OpenAPI document the contract tests read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
  };
}

export interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, ResponseObject & { $ref?: string }>;
}

export interface ResponseObject {
  content?: Record<string, { schema: SchemaObject }>;
}

export type SchemaObject = {
  $ref?: string;
  properties?: Record<string, SchemaObject>;
  oneOf?: SchemaObject[];
} & Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export const contractUrl = new URL('../../../../openapi.yaml', import.meta.url);

/** openapi.yaml, parsed. */
export function loadContract(): OpenApiDocument {
  return parse(readFileSync(contractUrl, 'utf8')) as OpenApiDocument;
}

/** Follows `#/components/...` references until a concrete schema is reached. */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  let current = schema;
  while (current.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`Unresolved reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The property names of a JSON request or response schema (all branches of a oneOf). */
export function propertyNames(document: OpenApiDocument, schema: SchemaObject): string[] {
  const resolved = resolveSchema(document, schema);
  const branches = resolved.oneOf ?? [resolved];
  return branches.flatMap((branch) =>
    Object.keys(resolveSchema(document, branch).properties ?? {}),
  );
}

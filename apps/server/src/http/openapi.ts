import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  security?: Record<string, string[]>[];
  paths: Record<
    string,
    Partial<Record<HttpMethod, OperationObject>> & { parameters?: Parameter[] }
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the contract, with the JSON schemas Fastify validates before a handler. */
/** Marks a body schema whose body may be left out entirely (`requestBody.required` false). */
export const OPTIONAL_BODY = 'x-optional-body';

export interface ContractOperation {
  method: HttpMethod;
  /** The contract's path, e.g. `/rooms/room/{id}`. */
  path: string;
  operationId: string | undefined;
  tag: string | undefined;
  requiresAuth: boolean;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

export function loadOpenApi(path: string): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

export function contractOperations(doc: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolveRefs(doc, parameter) as Parameter,
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const security = operation.security ?? doc.security ?? [];
      operations.push({
        method,
        path,
        operationId: operation.operationId,
        tag: operation.tags?.[0],
        // An empty requirement object (`- {}`) in the list makes authentication optional.
        requiresAuth:
          security.length > 0 && !security.some((entry) => Object.keys(entry).length === 0),
        schema: {
          ...objectSchema(parameters, 'path', 'params'),
          ...objectSchema(parameters, 'query', 'querystring'),
          ...(bodySchema
            ? {
                body: {
                  ...(resolveRefs(doc, bodySchema) as JsonSchema),
                  ...(operation.requestBody?.required ? {} : { [OPTIONAL_BODY]: true }),
                },
              }
            : {}),
        },
      });
    }
  }
  return operations;
}

function objectSchema(parameters: Parameter[], location: 'path' | 'query', key: string) {
  const selected = parameters.filter((parameter) => parameter.in === location);
  if (selected.length === 0) return {};
  return {
    [key]: {
      type: 'object',
      properties: Object.fromEntries(selected.map((p) => [p.name, p.schema ?? {}])),
      required: selected.filter((p) => p.required || location === 'path').map((p) => p.name),
    },
  };
}

/** Inlines local `$ref`s so each route schema stands alone. */
export function resolveRefs(doc: OpenApiDocument, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((entry) => resolveRefs(doc, entry, seen));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref} is not supported`);
    const { $ref: _ref, ...siblings } = record;
    const target = resolvePointer(doc, ref);
    return { ...(resolveRefs(doc, target, [...seen, ref]) as object), ...siblings };
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, entry]) => [key, resolveRefs(doc, entry, seen)]),
  );
}

function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

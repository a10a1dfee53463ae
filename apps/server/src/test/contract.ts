import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type HttpMethod, loadOpenApi, type OpenApiDocument, resolveRefs } from '../http/openapi';
import { openapiPath } from '../paths';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
}

/** Validates a response body against the schema openapi.yaml gives for that status. */
export class ContractResponses {
  private readonly doc: OpenApiDocument = loadOpenApi(openapiPath);
  private readonly ajv = (() => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    return ajv;
  })();
  private readonly cache = new Map<string, ValidateFunction | null>();

  /** Returns the problems found, empty when the response obeys the contract. */
  check(
    method: HttpMethod,
    path: string,
    status: number,
    body: unknown,
    contentType: string | null,
  ): string[] {
    const key = `${method} ${path} ${status}`;
    const operation = this.doc.paths[path]?.[method];
    if (!operation) return [`${method.toUpperCase()} ${path} is not in openapi.yaml`];
    const declared = (operation.responses ?? {}) as Record<string, unknown>;
    const response = declared[String(status)] ?? declared.default;
    if (!response) return [`${key}: status ${status} is not declared in openapi.yaml`];
    if (!this.cache.has(key)) {
      const resolved = resolveRefs(this.doc, response) as ResponseObject;
      const schema = resolved.content?.['application/json']?.schema;
      this.cache.set(key, schema ? this.ajv.compile(schema) : null);
    }
    const validate = this.cache.get(key);
    if (!validate) {
      if (body === undefined) return [];
      // A declared non-JSON answer (the chat's event stream) is checked for its media type.
      const declaredTypes = Object.keys(
        (resolveRefs(this.doc, response) as ResponseObject).content ?? {},
      );
      const mediaType = contentType?.split(';')[0]?.trim() ?? '';
      return declaredTypes.includes(mediaType)
        ? []
        : [`${key}: declares no ${mediaType || 'JSON'} body but one was sent`];
    }
    if (!contentType?.includes('application/json'))
      return [`${key}: expected JSON, got ${contentType}`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${key}: ${error.instancePath || '/'} ${error.message}`,
    );
  }
}

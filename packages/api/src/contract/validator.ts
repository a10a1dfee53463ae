import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { HTTP_METHODS, loadContract, type Operation } from './loadContract';

const DOCUMENT_ID = 'https://lingua.test/openapi.yaml';

/** Validates values against openapi.yaml with the JSON Schema 2020-12 dialect of OpenAPI 3.1. */
export function createContractValidator() {
  const contract = loadContract();
  // OpenAPI keywords outside JSON Schema (e.g. `description` on a response) are not schema errors.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...contract, $id: DOCUMENT_ID });

  const pointer = (...segments: string[]) =>
    segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  function check(ref: string, value: unknown): string[] {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`No schema at ${ref}`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  }

  const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return [{ path, method, operation, pattern }];
    }),
  );

  return {
    contract,
    operations,

    /** Problems of `value` as an instance of `components.schemas[name]`. */
    checkSchema(name: string, value: unknown): string[] {
      return check(`${DOCUMENT_ID}#/components/schemas/${name}`, value);
    },

    /** The operation a request to `/api<apiPath>` reaches. */
    findOperation(method: string, apiPath: string) {
      return operations.find(
        (candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(apiPath),
      );
    },

    /** Problems of an answer of `operation` with this status and JSON body (undefined: empty). */
    checkResponse(
      target: { path: string; method: string; operation: Operation },
      status: number,
      body: unknown,
    ): string[] {
      const declared = target.operation.responses[String(status)];
      // Server errors may happen anywhere; they must still carry the one error shape.
      if (!declared && status >= 500)
        return check(`${DOCUMENT_ID}#/components/schemas/Error`, body);
      if (!declared) return [`status ${status} is not declared`];
      const sharedName = declared.$ref?.replace('#/components/responses/', '');
      const response = sharedName ? contract.components.responses?.[sharedName] : declared;
      const base = sharedName
        ? `#/${pointer('components', 'responses', sharedName)}`
        : `#/${pointer('paths', target.path, target.method, 'responses', String(status))}`;
      if (!response?.content) {
        return body === undefined ? [] : ['a body was sent where none is declared'];
      }
      if (!response.content['application/json']) return [];
      const json = `${DOCUMENT_ID}${base}/content/application~1json/schema`;
      return check(json, body);
    },
  };
}

export type ContractValidator = ReturnType<typeof createContractValidator>;

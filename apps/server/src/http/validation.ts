import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { OPTIONAL_BODY } from './openapi';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** A refused body names at most this many fields: enough for a form, never a flood. */
export const MAX_FIELD_ERRORS = 10;

/** Bodies with more values than this are judged on their first error only. */
const FULL_REPORT_VALUES = 1_000;

function createAjv(coerceTypes: boolean | 'array', allErrors: boolean) {
  const ajv = new Ajv2020({
    allErrors,
    coerceTypes,
    useDefaults: true,
    strict: false,
    // Keeps the offending value on each error, for messages that depend on it (phone).
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * JSON Schema 2020-12 validation (the dialect of OpenAPI 3.1). Query and path values arrive as
 * strings, so only they are coerced; bodies must already have the right JSON types.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  // The first error stops validation; a small body that fails is checked again in full, so a
  // form hears about every wrong field while a crafted body cannot make thousands of errors.
  const bodyAjv = createAjv(false, false);
  const fullBodyAjv = createAjv(false, true);
  const paramAjv = createAjv('array', true);
  return ({ schema, httpPart }) => {
    const isBody = httpPart === 'body';
    const validate = (isBody ? bodyAjv : paramAjv).compile(schema as object);
    let full: ValidateFunction | undefined;
    const optional = (schema as Record<string, unknown>)[OPTIONAL_BODY] === true;
    // Fastify hands an absent body over as null.
    return (data: unknown) => {
      if (optional && (data === null || data === undefined)) return { value: data };
      if (!validate(data)) {
        let errors = validate.errors;
        if (isBody && !hasMoreValuesThan(data, FULL_REPORT_VALUES)) {
          full ??= fullBodyAjv.compile(schema as object);
          full(data);
          errors = full.errors ?? errors;
        }
        return { error: new ContractValidationError(errors?.slice(0, MAX_FIELD_ERRORS)) };
      }
      const nul = nulCharacterError(data);
      return nul ? { error: new ContractValidationError([nul]) } : { value: data };
    };
  };
}

/** Whether `data` holds more than `limit` values (counting stops as soon as it does). */
function hasMoreValuesThan(data: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    count += 1;
    if (count > limit) return true;
    if (value !== null && typeof value === 'object')
      for (const item of Object.values(value)) stack.push(item);
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying it would fail its INSERT with a
 * 500; it is refused here as invalid input naming the field instead.
 */
function nulCharacterError(data: unknown, instancePath = ''): ErrorObject | undefined {
  if (typeof data === 'string')
    return data.includes('\u0000')
      ? {
          keyword: 'nul',
          instancePath,
          schemaPath: '',
          params: {},
          message: 'must not contain the NUL character',
        }
      : undefined;
  if (data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const found = nulCharacterError(value, `${instancePath}/${key}`);
    if (found) return found;
  }
  return undefined;
}

class ContractValidationError extends Error {
  constructor(readonly ajvErrors: ErrorObject[] | null | undefined) {
    super('Validation failed');
  }
}

/** `{field: message}` naming each offending field the way the client sent it. */
export function fieldErrors(errors: readonly ErrorObject[] | null | undefined) {
  const result: Record<string, string> = {};
  for (const error of errors ?? []) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties')
      path.push(String(error.params.additionalProperty));
    const field = path.join('.') || 'body';
    result[field] ??= fieldMessage(path.at(-1), error) ?? messageFor(error);
  }
  return result;
}

export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.';

/** The specs' own wording for the fields whose rules they spell out. */
function fieldMessage(field: string | undefined, error: ErrorObject): string | undefined {
  const rule = error.keyword === 'pattern' || error.keyword === 'minLength';
  if ((field === 'password' || field === 'new_password') && rule) return PASSWORD_POLICY_MESSAGE;
  if (field === 'phone_number' && error.keyword === 'pattern')
    return phoneMessage(String(error.data));
  if (field === 'feedback_text' && rule) return 'Please fill in all fields before submitting.';
  return undefined;
}

function phoneMessage(value: string): string {
  if (!value.startsWith('+')) {
    return 'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)';
  }
  if (!/^\+\d/.test(value)) return 'You are missing the country code after the + symbol.';
  return 'Please enter a valid phone number with country code (e.g., +49 123456789).';
}

function messageFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required';
    case 'additionalProperties':
      return 'This field is not allowed';
    case 'format':
      return error.params.format === 'email'
        ? 'Please enter a valid email address'
        : `Must be a valid ${error.params.format}`;
    case 'enum':
      return `Must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'minLength':
      return error.params.limit === 1
        ? 'This field is required'
        : `Must be at least ${error.params.limit} characters`;
    case 'maxLength':
      return `Must be at most ${error.params.limit} characters`;
    case 'minimum':
      return `Must be at least ${error.params.limit}`;
    case 'maximum':
      return `Must be at most ${error.params.limit}`;
    default:
      return error.message
        ? error.message.charAt(0).toUpperCase() + error.message.slice(1)
        : 'Invalid value';
  }
}

export function isContractValidationError(error: unknown): error is ContractValidationError {
  return error instanceof ContractValidationError;
}

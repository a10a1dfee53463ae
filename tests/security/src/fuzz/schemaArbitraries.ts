import fc from 'fast-check';

/** The subset of JSON Schema 2020-12 that openapi.yaml uses for requests. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minProperties?: number;
  maxProperties?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/** A 1 MB string: larger than any text field of the contract allows. */
export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

const formats: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  uri: fc.webUrl(),
};

/** Values the schema accepts (mostly: a pattern and a format together may still clash). */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (primaryType(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object':
      return validObject(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function primaryType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const format = schema.format ? formats[schema.format] : undefined;
  if (format) return format;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  if (schema.pattern)
    return matchingString(schema.pattern, minLength, schema.maxLength ?? Infinity);
  // Text a teacher could type, markup and SQL included: the server must store it as text.
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom(
        `<img src=x onerror=alert(1)>`,
        `'; DROP TABLE users; --`,
        'Ünïcødé ✓ 中文',
        '\u0000nul',
      )
      .filter((text) => text.length >= minLength && text.length <= maxLength),
  );
}

function matchingString(pattern: string, minLength: number, maxLength: number) {
  const regex = new RegExp(pattern);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  try {
    return fc.stringMatching(regex).filter(fits);
  } catch {
    // fast-check cannot invert lookaheads (the password policy): prefix the character
    // classes such policies ask for to random text and keep what matches.
    return fc
      .string({ minLength, maxLength: minLength + 20 })
      .map((text) => `Aa1${text}`)
      .filter((text) => fits(text) && regex.test(text));
  }
}

function validObject(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant({});
  const record = fc.record(
    Object.fromEntries(keys.map((key) => [key, validValue(properties[key] ?? {}, depth + 1)])),
    { requiredKeys: keys.filter((key) => required.includes(key)) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const minProperties = schema.minProperties ?? 0;
  return record.filter((value) => Object.keys(value).length >= minProperties);
}

export type MutationKind = 'missing' | 'mistyped' | 'out-of-range' | 'oversized' | 'unknown-field';

export interface Mutant {
  kind: MutationKind;
  field: string;
  body: Record<string, unknown>;
}

/**
 * Bodies the schema refuses: one field of a valid body missing, of the wrong type, out of
 * range, 1 MB long, or an extra field a caller should not be able to set. Only mutations
 * the schema really forbids are produced, so each one must be answered with a 4xx.
 */
export function invalidBodies(schema: Schema): fc.Arbitrary<Mutant> | undefined {
  const properties = schema.properties ?? {};
  const mutations: fc.Arbitrary<Mutant>[] = [];
  const base = validObject(schema, 0);
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const set = (value: fc.Arbitrary<unknown>, kind: MutationKind) =>
      fc.tuple(base, value).map(([body, v]) => ({ kind, field, body: { ...body, [field]: v } }));
    if (schema.required?.includes(field))
      mutations.push(
        base.map((body) => {
          const { [field]: _dropped, ...rest } = body;
          return { kind: 'missing' as const, field, body: rest };
        }),
      );
    const wrong = wrongType(fieldSchema);
    if (wrong) mutations.push(set(wrong, 'mistyped'));
    const outside = outOfRange(fieldSchema);
    if (outside) mutations.push(set(outside, 'out-of-range'));
    if (isBoundedString(fieldSchema)) mutations.push(set(fc.constant(ONE_MEGABYTE), 'oversized'));
  }
  if (schema.additionalProperties === false)
    for (const [field, value] of [
      ['role', 'admin'],
      ['is_admin', true],
      ['user_id', '00000000-0000-4000-8000-000000000000'],
    ] as const)
      if (!(field in properties))
        mutations.push(
          base.map((body) => ({
            kind: 'unknown-field' as const,
            field,
            body: { ...body, [field]: value },
          })),
        );
  return mutations.length > 0 ? fc.oneof(...mutations) : undefined;
}

function isBoundedString(schema: Schema): boolean {
  if (primaryType(schema) !== 'string' || schema.anyOf || schema.oneOf) return false;
  return schema.maxLength !== undefined || schema.format !== undefined || schema.enum !== undefined;
}

function wrongType(schema: Schema): fc.Arbitrary<unknown> | undefined {
  if (schema.anyOf || schema.oneOf || schema.type === undefined) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const candidates: [string, unknown][] = [
    ['string', 'not-the-right-type'],
    ['integer', 42],
    ['boolean', true],
    ['array', ['x']],
    ['object', { nested: 1 }],
  ];
  const wrong = candidates.filter(
    ([type]) => !types.includes(type) && !(type === 'integer' && types.includes('number')),
  );
  return wrong.length > 0 ? fc.constantFrom(...wrong.map(([, value]) => value)) : undefined;
}

function outOfRange(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const values: unknown[] = [];
  const type = primaryType(schema);
  if (type === 'integer' || type === 'number') {
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  }
  if (type === 'string') {
    if (schema.enum) values.push('Klingon');
    else if (schema.maxLength !== undefined) values.push('y'.repeat(schema.maxLength + 1));
    if (schema.minLength && schema.minLength > 0) values.push('');
  }
  if (type === 'array') {
    if (schema.maxItems !== undefined)
      values.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => `item-${i}`));
    if (schema.minItems && schema.minItems > 0) values.push([]);
  }
  return values.length > 0 ? fc.constantFrom(...values) : undefined;
}

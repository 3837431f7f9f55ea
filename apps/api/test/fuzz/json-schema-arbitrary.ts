import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
}

/** Valid values for a JSON schema (as the OpenAPI document gives them, generated from our Zod schemas). */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e6),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = validValue(value, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const nasty = fc.constantFrom<unknown>(
  -1,
  0,
  1.5,
  '1',
  1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'a\u0000b',
  "' OR 1=1--",
  '1 UNION SELECT password_hash FROM users',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u202Emoc.evil',
  '💍'.repeat(300),
  'x'.repeat(20_000),
  null,
  true,
  [],
  {},
  { $gt: '' },
  '00000000-0000-0000-0000-000000000000',
);

/** A valid value with one thing wrong: a field replaced, removed or added, or the whole value replaced. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const replaceField = fc
    .tuple(valid, fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 })), fc.nat())
    .map(([value, replacement, index]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return replacement;
      const keys = Object.keys(value);
      if (keys.length === 0) return { role: 'admin' };
      return { ...value, [keys[index % keys.length] as string]: replacement };
    });
  const dropField = fc.tuple(valid, fc.nat()).map(([value, index]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...value };
    if (keys.length > 0) delete copy[keys[index % keys.length] as string];
    return copy;
  });
  const extraField = fc
    .tuple(
      valid,
      fc.constantFrom('role', 'isAdmin', 'userId', 'price', 'totalPrice', '_id', '__proto__'),
      nasty,
    )
    .map(([value, key, extra]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: extra } : value,
    );
  return fc.oneof(replaceField, dropField, extraField, nasty, fc.jsonValue({ maxDepth: 3 }));
}

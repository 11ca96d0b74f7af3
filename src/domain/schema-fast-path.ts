// A fast "is this already valid as it stands?" check compiled from a flat Yup object schema's
// description. Sync pushes validate thousands of records a second and Yup walks every field of
// the shape for every record; this looks only at the keys present. It never decides a
// rejection: whenever it is unsure (unknown test, absent field with a default, a value Yup
// would cast) it answers false and the caller runs Yup itself for the result and the messages.
import type {
  AnyObjectSchema,
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
} from 'yup';

export type FastCheck = (value: unknown) => boolean;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Yup looks fields up in a plain object and trips over keys like "toString": leave those to it. */
const hasInheritedName = (v: Record<string, unknown>) => {
  for (const key in v) if (key in Object.prototype) return true;
  return false;
};

const TYPES: Record<string, FastCheck> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  array: Array.isArray,
  object: (v) => isPlainObject(v) && !hasInheritedName(v),
};

type Test = SchemaDescription['tests'][number];

function compileTest(type: string, test: Test): FastCheck | null {
  const p = (test.params ?? {}) as Record<string, unknown>;
  const size = (v: unknown) => (typeof v === 'number' ? v : (v as { length: number }).length);
  switch (test.name) {
    case 'required':
      return type === 'string' ? (v) => (v as string).length > 0 : () => true;
    case 'max':
      return typeof p.max === 'number' ? (v) => size(v) <= (p.max as number) : null;
    case 'min':
      return typeof p.min === 'number' ? (v) => size(v) >= (p.min as number) : null;
    case 'integer':
      return (v) => Number.isInteger(v);
    case 'matches':
      return p.regex instanceof RegExp && !p.excludeEmptyString
        ? (v) => (p.regex as RegExp).test(v as string)
        : null;
    default:
      return null;
  }
}

function compileField(d: SchemaFieldDescription): FastCheck | null {
  if (!('tests' in d)) return null;
  const type = TYPES[d.type];
  if (!type || d.notOneOf.length) return null;
  if (d.type === 'object' && Object.keys((d as { fields?: object }).fields ?? {}).length)
    return null;
  const tests: FastCheck[] = [];
  for (const t of d.tests) {
    const fn = compileTest(d.type, t);
    if (!fn) return null;
    tests.push(fn);
  }
  let inner: FastCheck | null = null;
  if (d.type === 'array') {
    const innerType = (d as SchemaInnerTypeDescription).innerType;
    if (!innerType || Array.isArray(innerType)) return null;
    inner = compileField(innerType);
    if (!inner) return null;
  }
  const oneOf = d.oneOf;
  const hasDefault = d.default !== undefined;
  return (v) => {
    if (v === undefined) return d.optional && !hasDefault;
    if (v === null) return d.nullable && oneOf.length === 0;
    if (!type(v)) return false;
    if (oneOf.length && !oneOf.includes(v)) return false;
    for (const t of tests) if (!t(v)) return false;
    return inner ? (v as unknown[]).every((item) => inner(item)) : true;
  };
}

/**
 * Compile `schema` (an object of primitive, array-of-primitive or plain-object fields).
 * `custom` supplies the object-level tests by name; they must be the very functions the Yup
 * schema's own `.test()` calls use. Returns null when the schema has anything else.
 */
export function compileFastPath(
  schema: AnyObjectSchema,
  custom: Record<string, FastCheck> = {},
): FastCheck | null {
  const d = schema.describe();
  const objectTests: FastCheck[] = [];
  for (const t of d.tests) {
    const fn = t.name ? custom[t.name] : undefined;
    if (!fn) return null;
    objectTests.push(fn);
  }
  const fields = new Map<string, FastCheck>();
  const required: string[] = [];
  for (const [key, field] of Object.entries(d.fields)) {
    const fn = compileField(field);
    if (!fn) return null;
    fields.set(key, fn);
    if (!fn(undefined)) required.push(key);
  }
  return (value) => {
    if (!isPlainObject(value) || hasInheritedName(value)) return false;
    for (const key of required) if (!(key in value)) return false;
    for (const key in value) {
      const check = fields.get(key);
      if (check && !check(value[key])) return false;
    }
    return objectTests.every((t) => t(value));
  };
}

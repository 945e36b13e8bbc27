/**
 * Field parsers for request bodies with Django REST framework's rules and messages: a string field accepts numbers and
 * trims whitespace, a boolean accepts the usual spellings, and every problem is collected per field so one answer
 * names all bad fields (`{"name": ["This field is required."], "tags": ["…"]}`).
 */

import {errors} from './http.js';

export class FieldErrors {
  readonly errors: Record<string, unknown> = {};

  add(field: string, message: string): void {
    const list = (this.errors[field] ??= []) as string[];
    list.push(message);
  }

  nest(field: string, nested: FieldErrors): void {
    if (nested.any()) this.errors[field] = nested.errors;
  }

  any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  throwIfAny(): void {
    if (this.any()) throw errors.validation(this.errors);
  }
}

const REQUIRED = 'This field is required.';
const NULL = 'This field may not be null.';

interface StringRules {
  required?: boolean;
  allowBlank?: boolean;
  nullable?: boolean;
  maxLength?: number;
}

/** undefined: absent (and not required); null: explicit null where allowed. */
export function stringField(
  body: Record<string, unknown>,
  key: string,
  problems: FieldErrors,
  rules: StringRules = {},
): string | null | undefined {
  if (!(key in body)) {
    if (rules.required) problems.add(key, REQUIRED);
    return undefined;
  }
  const value = body[key];
  if (value === null) {
    if (rules.nullable) return null;
    problems.add(key, NULL);
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    problems.add(key, 'Not a valid string.');
    return undefined;
  }
  const text = String(value).trim();
  if (!text && !rules.allowBlank) {
    problems.add(key, 'This field may not be blank.');
    return undefined;
  }
  if (rules.maxLength !== undefined && text.length > rules.maxLength) {
    problems.add(key, `Ensure this field has no more than ${rules.maxLength} characters.`);
    return undefined;
  }
  return text;
}

const TRUE = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE = new Set(['false', 'f', 'no', 'n', 'off', '0']);

export function booleanField(
  body: Record<string, unknown>,
  key: string,
  problems: FieldErrors,
  required = false,
): boolean | undefined {
  if (!(key in body)) {
    if (required) problems.add(key, REQUIRED);
    return undefined;
  }
  const value = body[key];
  if (value === true || value === false) return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (TRUE.has(lower)) return true;
    if (FALSE.has(lower)) return false;
  }
  problems.add(key, value === null ? NULL : 'Must be a valid boolean.');
  return undefined;
}

export function choiceField<T extends string>(
  body: Record<string, unknown>,
  key: string,
  choices: ReadonlyArray<T> | ReadonlySet<string> | ReadonlyMap<string, unknown>,
  problems: FieldErrors,
  required = false,
): T | undefined {
  if (!(key in body)) {
    if (required) problems.add(key, REQUIRED);
    return undefined;
  }
  const value = body[key];
  const has = Array.isArray(choices)
    ? (candidate: string) => (choices as ReadonlyArray<string>).includes(candidate)
    : (candidate: string) => (choices as ReadonlySet<string>).has(candidate);
  if (value === null) {
    problems.add(key, NULL);
    return undefined;
  }
  if ((typeof value === 'string' || typeof value === 'number') && has(String(value))) return String(value) as T;
  problems.add(key, `"${displayValue(value)}" is not a valid choice.`);
  return undefined;
}

export function integerField(
  body: Record<string, unknown>,
  key: string,
  problems: FieldErrors,
  range: {min?: number; max?: number} = {},
): number | undefined {
  if (!(key in body)) return undefined;
  const value = body[key];
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number)) {
    problems.add(key, value === null ? NULL : 'A valid integer is required.');
    return undefined;
  }
  if (range.min !== undefined && number < range.min) {
    problems.add(key, `Ensure this value is greater than or equal to ${range.min}.`);
    return undefined;
  }
  if (range.max !== undefined && number > range.max) {
    problems.add(key, `Ensure this value is less than or equal to ${range.max}.`);
    return undefined;
  }
  return number;
}

export function stringListField(
  body: Record<string, unknown>,
  key: string,
  problems: FieldErrors,
  itemMaxLength = 255,
): string[] | undefined {
  if (!(key in body)) return undefined;
  const value = body[key];
  if (!Array.isArray(value)) {
    problems.add(key, `Expected a list of items but got type "${value === null ? 'NoneType' : pythonType(value)}".`);
    return undefined;
  }
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' && typeof item !== 'number') {
      problems.add(key, 'Not a valid string.');
      return undefined;
    }
    const text = String(item).trim();
    if (!text || text.length > itemMaxLength) {
      problems.add(key, text ? `Ensure this field has no more than ${itemMaxLength} characters.` : 'This field may not be blank.');
      return undefined;
    }
    out.push(text);
  }
  return out;
}

export function objectField(
  body: Record<string, unknown>,
  key: string,
  problems: FieldErrors,
): Record<string, unknown> | undefined {
  if (!(key in body)) return undefined;
  const value = body[key];
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  problems.errors[key] = {
    non_field_errors: [value === null ? NULL : `Invalid data. Expected a dictionary, but got ${pythonType(value)}.`],
  };
  return undefined;
}

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A short rendering of a submitted value for an error message: bounded in length and depth, so a huge or deeply
 * nested input can neither blow the stack nor be echoed back in full.
 */
export function displayValue(value: unknown, maxLength = 100): string {
  const render = (inner: unknown, depth: number): string => {
    if (typeof inner === 'string') return depth === 0 ? inner : JSON.stringify(inner.slice(0, maxLength));
    if (Array.isArray(inner)) return depth >= 2 ? '[...]' : `[${inner.slice(0, 5).map((item) => render(item, depth + 1)).join(', ')}${inner.length > 5 ? ', ...' : ''}]`;
    if (inner && typeof inner === 'object') {
      if (depth >= 2) return '{...}';
      const entries = Object.entries(inner).slice(0, 5).map(([key, item]) => `${JSON.stringify(key.slice(0, maxLength))}: ${render(item, depth + 1)}`);
      return `{${entries.join(', ')}}`;
    }
    return String(inner);
  };
  const text = render(value, 0);
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}

export function pythonType(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return 'dict';
}

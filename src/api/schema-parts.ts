/**
 * The pieces the resource schemas share (schemas.ts, schemas-v2.ts): primitives, the open enums servers extend, and
 * the downloads object both API versions give.
 */
import * as z from 'zod/mini';

/**
 * A string field with a documented set of values that servers extend over time (build states, redirect types, VCS
 * providers): any string parses; the type still suggests the known values.
 */
export function openEnum<const Known extends string>(_known: readonly Known[]) {
  return z.string() as unknown as z.ZodMiniType<Known | (string & {}), unknown>;
}

/**
 * A safe integer, as `z.int()` checks it (`expected number, got string`; `expected int, got number` for 1.5), written
 * with the parts every widget's schemas use anyway (pipe, transform, unknown): zod's number type, its formats and
 * checks are then left out of the widgets' chunks. (JSON has no NaN or Infinity, the values z.number() names apart.)
 * Used where a widget reads an integer (a page's `count`, a v2 project's `id`); the full resources keep `z.int()`.
 */
export const integer = z.pipe(
  z.unknown(),
  z.transform((value: unknown, context) => {
    if (!Number.isSafeInteger(value)) {
      context.issues.push({code: 'invalid_type', expected: typeof value === 'number' ? 'int' : 'number', input: value, message: ''});
    }
    return value as number;
  }),
);

export const text = z.string();
export const id = z.int();
export const timestamp = z.string();
export const nullableText = z.nullable(z.string());
export const links = z.record(z.string(), z.nullable(z.string()));
export const username = z.object({username: text});

export const PRIVACY_LEVELS = ['public', 'private'] as const;
export const VERSION_TYPES = ['branch', 'tag', 'unknown'] as const;
export const BUILD_STATE_CODES = ['triggered', 'cloning', 'installing', 'building', 'uploading', 'finished', 'cancelled'] as const;
export const REDIRECT_TYPES = [
  'prefix',
  'page',
  'exact',
  'sphinx_html',
  'sphinx_htmldir',
  'clean_url_to_html',
  'html_to_clean_url',
] as const;
export const VCS_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'githubapp'] as const;

export const privacyLevel = openEnum(PRIVACY_LEVELS);
export const versionType = openEnum(VERSION_TYPES);
export const buildStateCode = openEnum(BUILD_STATE_CODES);
export const redirectType = openEnum(REDIRECT_TYPES);
export const vcsProvider = openEnum(VCS_PROVIDERS);

export const downloads = z.object({
  pdf: z.optional(nullableText),
  htmlzip: z.optional(nullableText),
  epub: z.optional(nullableText),
  /** Upstream v2 name for the HTML zip. */
  html: z.optional(nullableText),
});

/**
 * The schemas of what every widget reads, search results and the embed answer, written with lean-zod.ts (zod's own
 * schema classes with only `safeParse`), so the chunk every widget loads carries no more of zod than the checks.
 * The full responses of schemas.ts wrap these very schemas: `DocsApiClient` and the widgets check a result alike.
 */
import type * as core from 'zod/v4/core';
import * as z from './lean-zod.js';

const text = z.string();
const nullableText = z.nullable(text);

export const embedV3Schema = z.object({
  url: text,
  /** The queried URL's fragment without `#`; null when it had none. */
  fragment: nullableText,
  /** Untrusted HTML of the section: only through src/internal/sanitize.ts. */
  content: text,
  external: z.boolean(),
});

// ------------------------------------------------------------------------------------------------------------ search

const highlightList = z.array(text);

/**
 * A block's `type`: a block reaches its schema only through `knownBlocks`, keyed by that very type, so a string check
 * says all there is to say (zod's `literal` would add a class to the chunk every widget loads for nothing).
 */
const blockType = <Type extends string>() => text as unknown as z.Schema<core.$ZodType<Type, unknown>>;

export const searchSectionBlockSchema = z.object({
  type: blockType<'section'>(),
  id: text,
  title: text,
  content: text,
  highlights: z.object({title: highlightList, content: highlightList}),
});

export const searchDomainBlockSchema = z.object({
  type: blockType<'domain'>(),
  role: text,
  name: text,
  id: text,
  content: text,
  highlights: z.object({name: highlightList, content: highlightList}),
});

export type SearchSectionBlock = z.infer<typeof searchSectionBlockSchema>;
export type SearchDomainBlock = z.infer<typeof searchDomainBlockSchema>;
export type SearchBlock = SearchSectionBlock | SearchDomainBlock;

const knownBlocks: Record<string, {safeParse(data: unknown): core.util.SafeParseResult<SearchBlock>}> = {
  section: searchSectionBlockSchema,
  domain: searchDomainBlockSchema,
};

/**
 * Blocks of the types we know are validated field by field (issues keep their index, e.g. `blocks[2].title`); blocks
 * of other types are dropped, since servers add new types (and upstream dropped `domain`). A block that is not an
 * object with a string `type` is an error.
 */
const searchBlocks = z.pipe(
  z.array(z.unknown()),
  z.transform((blocks, context): SearchBlock[] => {
    const kept: SearchBlock[] = [];
    blocks.forEach((block, index) => {
      const type = typeof block === 'object' && block !== null ? (block as {type?: unknown}).type : undefined;
      if (typeof type !== 'string') {
        const path = typeof block === 'object' && block !== null ? [index, 'type'] : [index];
        context.issues.push({code: 'invalid_type', expected: 'string', input: type ?? block, path, message: ''});
        return;
      }
      const schema = Object.hasOwn(knownBlocks, type) ? knownBlocks[type] : undefined;
      if (!schema) return;
      const result = schema.safeParse(block);
      if (result.success) {
        kept.push(result.data);
        return;
      }
      for (const issue of result.error.issues) {
        const input = valueAt(block, issue.path);
        context.issues.push({...issue, input, path: [index, ...issue.path]} as (typeof context.issues)[number]);
      }
    });
    return kept;
  }),
);

/** The value at `path` inside `value`, for an issue's "got …" (the nested parse ran without `reportInput`). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const searchResultBase = {
  /** `page` is the only type today. */
  type: text,
  title: text,
  domain: text,
  path: text,
  highlights: z.object({title: highlightList}),
  blocks: searchBlocks,
};

export const searchResultV3Schema = z.object({
  ...searchResultBase,
  project: z.object({slug: text, alias: z.optional(nullableText)}),
  version: z.object({slug: text}),
});

export const searchResultV2Schema = z.object({
  ...searchResultBase,
  project: text,
  project_alias: z.optional(nullableText),
  version: text,
});

export type EmbedV3 = z.infer<typeof embedV3Schema>;
export type SearchResultV3 = z.infer<typeof searchResultV3Schema>;
export type SearchResultV2 = z.infer<typeof searchResultV2Schema>;

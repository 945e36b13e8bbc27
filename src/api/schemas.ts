/**
 * zod/mini schemas for every resource of the hosting API (`hosting-api.md`), with the TypeScript types inferred from
 * them. Where the spec and the real server differ (server-behaviour.md §1(c), §2) the schemas accept both forms:
 *
 * - project `active_versions`: an object keyed by slug (spec) or an array (server); always **output as an array**;
 * - version `downloads` `{}` or partial, v2 `downloads.html` next to `htmlzip`; version `type` `unknown`;
 * - build `success`, `finished`, `duration`, `commit` null while the build runs; any `state.code`; `error` `""`;
 *   `config` structured, `{}`, any stored dict, or a list;
 * - redirect types beyond the five of the spec; `vcs_provider` `githubapp`; remote repository `projects` or `project`,
 *   present or absent; embed `fragment` null;
 * - search blocks of unknown `type` are dropped (the spec's `section` and `domain` blocks are validated).
 *
 * Keys the schemas do not name are stripped, never an error. Fields the widgets read are required and typed, so a
 * wrong type fails with the path of the field. Only member access on `z` (tree-shaking: security-and-performance §4).
 */
import * as z from 'zod/mini';
import {
  BUILD_STATE_CODES,
  buildStateCode,
  downloads,
  id,
  integer,
  links,
  nullableText,
  privacyLevel,
  REDIRECT_TYPES,
  redirectType,
  text,
  timestamp,
  username,
  VCS_PROVIDERS,
  vcsProvider,
  versionType,
} from './schema-parts.js';

/** Paginated v3/v2 list envelope around `item`. */
export function paginatedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    count: integer,
    next: nullableText,
    previous: nullableText,
    results: z.array(item),
  });
}

const pageSchemas = new WeakMap<object, unknown>();

/** `paginatedSchema(item)`, built once per item schema. */
export function pageOf<Item extends z.ZodMiniType>(item: Item): ReturnType<typeof paginatedSchema<Item>> {
  let page = pageSchemas.get(item) as ReturnType<typeof paginatedSchema<Item>> | undefined;
  if (!page) {
    page = paginatedSchema(item);
    pageSchemas.set(item, page);
  }
  return page;
}

const sparseSchemas = new WeakMap<object, unknown>();

/**
 * The schema of a resource requested with `fields` or `omit`: every top-level key optional, types still checked.
 * Built once per schema.
 */
export function sparseOf<Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<Shape>,
): z.ZodMiniObject<{[Key in keyof Shape]: z.ZodMiniOptional<Shape[Key]>}> {
  let sparse = sparseSchemas.get(schema) as z.ZodMiniObject<{[Key in keyof Shape]: z.ZodMiniOptional<Shape[Key]>}> | undefined;
  if (!sparse) {
    sparse = z.partial(schema) as unknown as typeof sparse & object;
    sparseSchemas.set(schema, sparse);
  }
  return sparse;
}

export {BUILD_STATE_CODES, PRIVACY_LEVELS, REDIRECT_TYPES, VCS_PROVIDERS, VERSION_TYPES} from './schema-parts.js';
export * from './schemas-v2.js';

// ---------------------------------------------------------------------------------------------------------------- v3

/** Build `config` in the spec's structure; every key optional, unknown keys kept (it is the project's own YAML). */
export const buildConfigSchema = z.looseObject({
  version: z.optional(z.union([z.string(), z.number()])),
  formats: z.optional(z.union([z.array(z.string()), z.string()])),
  python: z.optional(
    z.looseObject({
      version: z.optional(z.union([z.number(), z.string()])),
      install: z.optional(z.array(z.unknown())),
    }),
  ),
  conda: z.optional(z.unknown()),
  build: z.optional(z.looseObject({image: z.optional(z.string())})),
  doctype: z.optional(z.string()),
  sphinx: z.optional(z.nullable(z.looseObject({fail_on_warning: z.optional(z.boolean())}))),
  mkdocs: z.optional(z.nullable(z.looseObject({fail_on_warning: z.optional(z.boolean())}))),
  submodules: z.optional(z.looseObject({})),
});

export const buildSchema = z.object({
  id,
  version: text,
  project: text,
  created: timestamp,
  /** null until the build is final. */
  finished: z.optional(nullableText),
  /** Seconds; null until the build is final. */
  duration: z.optional(z.nullable(z.number())),
  state: z.object({code: buildStateCode, name: text}),
  /** null until the build is final (finished or cancelled). */
  success: z.nullable(z.boolean()),
  /** Message when unsuccessful; `""` (upstream, always) or null otherwise. */
  error: z.optional(nullableText),
  commit: z.optional(nullableText),
  /** Only with `expand=config`: the spec's structure, a stored dict (often `{}`), or a list. */
  config: z.optional(z.union([buildConfigSchema, z.array(z.unknown())])),
  urls: z.optional(z.record(z.string(), z.nullable(z.string()))),
  _links: z.optional(links),
});

export const versionSchema = z.object({
  id,
  slug: text,
  verbose_name: text,
  identifier: z.optional(nullableText),
  /** Slug the `stable` version points to; null otherwise. */
  ref: z.optional(nullableText),
  built: z.boolean(),
  active: z.boolean(),
  hidden: z.optional(z.boolean()),
  type: versionType,
  /** Only with `expand=last_build`: newest build or null. */
  last_build: z.optional(z.nullable(buildSchema)),
  privacy_level: z.optional(privacyLevel),
  /** Only the formats that exist; may be `{}`. */
  downloads,
  urls: z.object({
    documentation: text,
    vcs: z.optional(nullableText),
    dashboard: z.optional(z.object({edit: z.optional(nullableText)})),
  }),
  /** Upstream: `[original version]` for the machine `stable`/`latest`. */
  aliases: z.optional(z.array(z.unknown())),
  _links: z.optional(links),
});

const codeAndName = z.object({code: text, name: text});

/** `subproject_of` / `translation_of` when set: upstream sends `{_links, slug}`. */
const relatedProject = z.object({slug: text, _links: z.optional(links)});

/**
 * Spec: object keyed by slug; real servers: array. Output: always an array (object values in key order), so an issue
 * names the version by its position, e.g. `active_versions[0].slug`.
 */
const activeVersions = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.values(value) : value,
  ),
  z.array(versionSchema),
);

export const projectSchema = z.object({
  id,
  name: text,
  slug: text,
  created: timestamp,
  modified: timestamp,
  language: codeAndName,
  programming_language: codeAndName,
  repository: z.object({url: text, type: text}),
  default_version: text,
  default_branch: nullableText,
  /** Absent on the child of a subproject relationship (upstream). */
  subproject_of: z.optional(z.nullable(relatedProject)),
  translation_of: z.optional(z.nullable(relatedProject)),
  urls: z.object({
    documentation: text,
    home: z.optional(nullableText),
    builds: z.optional(nullableText),
    versions: z.optional(nullableText),
    downloads: z.optional(nullableText),
  }),
  tags: z.array(text),
  /** Dropped on the business deployment upstream. */
  users: z.optional(z.array(username)),
  /** Only with `expand=active_versions`; always an array here. */
  active_versions: z.optional(activeVersions),
  homepage: z.optional(nullableText),
  privacy_level: z.optional(privacyLevel),
  external_builds_privacy_level: z.optional(privacyLevel),
  single_version: z.optional(z.boolean()),
  versioning_scheme: z.optional(text),
  readthedocs_yaml_path: z.optional(nullableText),
  /** Only with `expand=permissions`. */
  permissions: z.optional(z.object({admin: z.boolean()})),
  _links: z.optional(links),
});

export const triggerBuildResponseSchema = z.object({
  build: buildSchema,
  project: projectSchema,
  version: versionSchema,
  triggered: z.optional(z.boolean()),
});

export const subprojectSchema = z.object({
  alias: text,
  child: projectSchema,
  _links: z.optional(links),
});

export const redirectSchema = z.object({
  pk: id,
  created: timestamp,
  modified: timestamp,
  project: text,
  /** null when empty (upstream GET). */
  from_url: nullableText,
  to_url: nullableText,
  type: redirectType,
  http_status: z.optional(z.int()),
  description: z.optional(nullableText),
  enabled: z.optional(z.boolean()),
  force: z.optional(z.boolean()),
  position: z.optional(z.int()),
  _links: z.optional(links),
});

export const environmentVariableSchema = z.object({
  pk: id,
  created: timestamp,
  modified: timestamp,
  project: text,
  public: z.boolean(),
  name: text,
  _links: z.optional(links),
});

export const organizationSchema = z.object({
  slug: text,
  name: text,
  created: timestamp,
  modified: timestamp,
  description: z.optional(nullableText),
  disabled: z.optional(z.boolean()),
  email: z.optional(nullableText),
  owners: z.optional(z.array(username)),
  url: z.optional(nullableText),
  _links: z.optional(links),
});

export const remoteOrganizationSchema = z.object({
  pk: id,
  slug: text,
  name: text,
  created: timestamp,
  modified: timestamp,
  avatar_url: z.optional(nullableText),
  url: z.optional(nullableText),
  vcs_provider: vcsProvider,
});

export const remoteRepositorySchema = z.object({
  pk: id,
  name: text,
  full_name: text,
  created: timestamp,
  modified: timestamp,
  description: z.optional(nullableText),
  avatar_url: z.optional(nullableText),
  clone_url: text,
  ssh_url: z.optional(nullableText),
  html_url: text,
  vcs: text,
  vcs_provider: vcsProvider,
  default_branch: z.optional(nullableText),
  private: z.boolean(),
  admin: z.boolean(),
  /** Upstream: always present. Spec: only with `expand=projects`. */
  projects: z.optional(z.array(projectSchema)),
  /** The spec's name for the same list. */
  project: z.optional(z.array(projectSchema)),
  /** Only with `expand=remote_organization`. */
  remote_organization: z.optional(remoteOrganizationSchema),
});

export const syncVersionsResponseSchema = z.object({triggered: z.boolean()});

export const embedV3Schema = z.object({
  url: text,
  /** The queried URL's fragment without `#`; null when it had none. */
  fragment: z.nullable(z.string()),
  /** Untrusted HTML of the section: only through src/internal/sanitize.ts. */
  content: text,
  external: z.boolean(),
});

// ------------------------------------------------------------------------------------------------------------ search

const highlightList = z.array(z.string());

/**
 * A block's `type`: a block reaches its schema only through `knownBlocks`, keyed by that very type, so a string check
 * says all there is to say (zod's `literal` would add a class to the chunk every widget loads for nothing).
 */
const blockType = <Type extends string>() => text as unknown as z.ZodMiniType<Type, unknown>;

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

const knownBlocks: Record<string, z.ZodMiniType<SearchBlock>> = {
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
      // With each issue's input, for its "got …" (transport.ts), whether or not the outer parse reports inputs.
      const result = schema.safeParse(block, {reportInput: true});
      if (result.success) {
        kept.push(result.data);
        return;
      }
      for (const issue of result.error.issues) {
        context.issues.push({...issue, path: [index, ...issue.path]} as (typeof context.issues)[number]);
      }
    });
    return kept;
  }),
);

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

export const searchResponseV3Schema = z.object({
  count: z.int(),
  next: nullableText,
  previous: nullableText,
  projects: z.array(z.object({slug: text, versions: z.array(z.object({slug: text}))})),
  query: text,
  results: z.array(searchResultV3Schema),
});

export const searchResultV2Schema = z.object({
  ...searchResultBase,
  project: text,
  project_alias: z.optional(nullableText),
  version: text,
});

export const searchResponseV2Schema = paginatedSchema(searchResultV2Schema);

// ------------------------------------------------------------------------------------------------------------- types

export type Paginated<Item> = {count: number; next: string | null; previous: string | null; results: Item[]};
export type BuildConfig = z.infer<typeof buildConfigSchema>;
export type Build = z.infer<typeof buildSchema>;
export type BuildStateCode = (typeof BUILD_STATE_CODES)[number];
export type Version = z.infer<typeof versionSchema>;
export type VersionDownloads = z.infer<typeof downloads>;
export type Project = z.infer<typeof projectSchema>;
export type TriggerBuildResponse = z.infer<typeof triggerBuildResponseSchema>;
export type Subproject = z.infer<typeof subprojectSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
export type RedirectType = (typeof REDIRECT_TYPES)[number];
export type EnvironmentVariable = z.infer<typeof environmentVariableSchema>;
export type Organization = z.infer<typeof organizationSchema>;
export type RemoteOrganization = z.infer<typeof remoteOrganizationSchema>;
export type RemoteRepository = z.infer<typeof remoteRepositorySchema>;
export type VcsProvider = (typeof VCS_PROVIDERS)[number];
export type SyncVersionsResponse = z.infer<typeof syncVersionsResponseSchema>;
export type EmbedV3 = z.infer<typeof embedV3Schema>;
export type SearchSectionBlock = z.infer<typeof searchSectionBlockSchema>;
export type SearchDomainBlock = z.infer<typeof searchDomainBlockSchema>;
export type SearchBlock = SearchSectionBlock | SearchDomainBlock;
export type SearchResultV3 = z.infer<typeof searchResultV3Schema>;
export type SearchResponseV3 = z.infer<typeof searchResponseV3Schema>;
export type SearchResultV2 = z.infer<typeof searchResultV2Schema>;
export type SearchResponseV2 = z.infer<typeof searchResponseV2Schema>;

/** The shape every schema here shares, as the client's request helper sees it (no zod types leak further). */
export interface ResponseSchema<Output> {
  safeParse(
    data: unknown,
    params?: {reportInput?: boolean},
  ):
    | {success: true; data: Output}
    | {success: false; error: {issues: readonly {code: string; path: PropertyKey[]; message: string; expected?: unknown; input?: unknown}[]}};
}

/** zod/mini schemas of the hosting API's v2 resources (hosting-api.md): projects, versions, builds, embed. */
import * as z from 'zod/mini';
import {
  buildStateCode,
  downloads,
  id,
  nullableText,
  privacyLevel,
  text,
  timestamp,
  versionType,
} from './schema-parts.js';

export const projectV2Schema = z.object({
  id,
  name: text,
  slug: text,
  programming_language: z.optional(nullableText),
  default_version: text,
  default_branch: z.optional(nullableText),
  repo_type: z.optional(nullableText),
  repo: z.optional(nullableText),
  description: z.optional(nullableText),
  language: text,
  documentation_type: z.optional(nullableText),
  canonical_url: z.optional(nullableText),
  users: z.optional(z.array(z.int())),
  custom_prefix: z.optional(nullableText),
});

export const versionV2Schema = z.object({
  id,
  slug: text,
  verbose_name: text,
  built: z.boolean(),
  active: z.boolean(),
  type: versionType,
  identifier: z.optional(nullableText),
  privacy_level: z.optional(privacyLevel),
  /** Scheme-relative URLs; upstream names the HTML zip `html`. */
  downloads: downloads,
  project: projectV2Schema,
});

export const activeVersionsV2Schema = z.object({versions: z.array(versionV2Schema)});

const buildCommandV2 = z.object({
  id: z.optional(z.union([z.int(), z.string()])),
  build: z.optional(z.int()),
  command: text,
  description: z.optional(nullableText),
  output: z.optional(nullableText),
  exit_code: z.optional(z.nullable(z.int())),
  start_time: z.optional(nullableText),
  end_time: z.optional(nullableText),
  run_time: z.optional(z.nullable(z.number())),
});

export const buildV2Schema = z.object({
  id,
  date: timestamp,
  length: z.optional(z.nullable(z.number())),
  type: z.optional(text),
  state: buildStateCode,
  success: z.nullable(z.boolean()),
  /** The spec names it; upstream v2 omits it. */
  error: z.optional(nullableText),
  commit: z.optional(nullableText),
  docs_url: z.optional(nullableText),
  project: z.int(),
  project_slug: z.optional(text),
  version: z.int(),
  version_slug: z.optional(text),
  commands: z.optional(z.array(buildCommandV2)),
});

export const embedV2Schema = z.object({
  /** Untrusted HTML fragments: only through src/internal/sanitize.ts. */
  content: z.array(z.string()),
  /** Single-entry objects mapping heading text to anchor. */
  headers: z.optional(z.array(z.record(z.string(), z.string()))),
  url: z.optional(nullableText),
  meta: z.optional(
    z.object({
      project: z.optional(nullableText),
      version: z.optional(nullableText),
      doc: z.optional(nullableText),
      section: z.optional(nullableText),
    }),
  ),
});

export type ProjectV2 = z.infer<typeof projectV2Schema>;
export type VersionV2 = z.infer<typeof versionV2Schema>;
export type ActiveVersionsV2 = z.infer<typeof activeVersionsV2Schema>;
export type BuildV2 = z.infer<typeof buildV2Schema>;
export type EmbedV2 = z.infer<typeof embedV2Schema>;

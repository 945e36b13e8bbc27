/**
 * Validates a dataset (see `dataset.ts`) and names the path of the first bad fields, e.g.
 * `projects[2].versions[0].slug: expected string`, so `docs-widgets serve --data FILE` can refuse a bad file with a
 * message a person can act on. Objects are loose: fields this schema does not know pass through untouched, so a
 * newer dataset still loads.
 */

import {z} from 'zod';
import type {Dataset} from './dataset.js';

const slug = z.string().min(1).max(255);
const privacy = z.enum(['public', 'private']);
const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO 8601 timestamp');
const vcsProvider = z.enum(['github', 'gitlab', 'bitbucket']);

const page = z.looseObject({
  path: z.string(),
  title: z.string().optional(),
  html: z.string(),
  rank: z.number().int().min(-10).max(10).optional(),
});

const build = z.looseObject({
  id: z.number().int().positive().optional(),
  state: z.enum(['triggered', 'building', 'installing', 'cloning', 'finished', 'cancelled']).optional(),
  success: z.boolean().nullable().optional(),
  error: z.string().optional(),
  commit: z.string().optional(),
  created: timestamp.optional(),
  duration: z.number().nonnegative().optional(),
  config: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

const version = z.looseObject({
  slug,
  verbose_name: z.string().optional(),
  identifier: z.string().optional(),
  type: z.enum(['branch', 'tag', 'unknown']).optional(),
  active: z.boolean().optional(),
  hidden: z.boolean().optional(),
  built: z.boolean().optional(),
  privacy_level: privacy.optional(),
  ref: z.string().nullable().optional(),
  downloads: z.array(z.enum(['pdf', 'htmlzip', 'epub'])).optional(),
  builds: z.array(build).optional(),
  pages: z.array(page).optional(),
  doctype: z.enum(['sphinx', 'sphinx_htmldir', 'mkdocs', 'generic']).optional(),
});

const redirect = z.looseObject({
  type: z.enum(['prefix', 'page', 'exact', 'sphinx_html', 'sphinx_htmldir', 'clean_url_to_html', 'html_to_clean_url']),
  from_url: z.string().optional(),
  to_url: z.string().optional(),
  http_status: z.union([z.literal(301), z.literal(302)]).optional(),
  description: z.string().optional(),
  enabled: z.boolean().optional(),
  force: z.boolean().optional(),
});

const environmentVariable = z.looseObject({
  name: z.string().min(1).max(128),
  value: z.string().max(48000),
  public: z.boolean().optional(),
});

const project = z.looseObject({
  slug,
  name: z.string().optional(),
  users: z.array(z.string()).optional(),
  organization: z.string().optional(),
  language: z.string().optional(),
  programming_language: z.string().optional(),
  repository: z.looseObject({url: z.string(), type: z.string().optional()}).optional(),
  homepage: z.string().nullable().optional(),
  default_version: z.string().optional(),
  default_branch: z.string().optional(),
  tags: z.array(z.string()).optional(),
  privacy_level: privacy.optional(),
  external_builds_privacy_level: privacy.optional(),
  single_version: z.boolean().optional(),
  created: timestamp.optional(),
  modified: timestamp.optional(),
  translation_of: z.string().optional(),
  subprojects: z.array(z.looseObject({child: z.string(), alias: z.string().optional()})).optional(),
  versions: z.array(version).optional(),
  redirects: z.array(redirect).optional(),
  environment_variables: z.array(environmentVariable).optional(),
});

const team = z.looseObject({
  slug,
  name: z.string().optional(),
  members: z.array(z.string()).optional(),
  access: z.enum(['admin', 'readonly']).optional(),
  projects: z.array(z.string()).optional(),
});

const organization = z.looseObject({
  slug,
  name: z.string().optional(),
  description: z.string().optional(),
  email: z.string().optional(),
  url: z.string().optional(),
  disabled: z.boolean().optional(),
  owners: z.array(z.string()).optional(),
  teams: z.array(team).optional(),
  created: timestamp.optional(),
});

export const datasetSchema = z.looseObject({
  users: z.array(z.looseObject({username: z.string().min(1), tokens: z.array(z.string().min(1)).optional()})).optional(),
  organizations: z.array(organization).optional(),
  projects: z.array(project).optional(),
  remote_organizations: z
    .array(
      z.looseObject({
        slug,
        name: z.string().optional(),
        vcs_provider: vcsProvider,
        url: z.string().optional(),
        avatar_url: z.string().optional(),
        users: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  remote_repositories: z
    .array(
      z.looseObject({
        full_name: z.string().min(1),
        name: z.string().optional(),
        description: z.string().optional(),
        vcs_provider: vcsProvider,
        organization: z.string().optional(),
        default_branch: z.string().optional(),
        private: z.boolean().optional(),
        users: z.array(z.looseObject({username: z.string(), admin: z.boolean().optional()})).optional(),
        projects: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

/** A dataset that failed validation; `issues` are `path: problem` lines, the message joins the first few. */
export class DatasetError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid dataset: ${issues.slice(0, 5).join('; ')}${issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''}`);
    this.name = 'DatasetError';
  }
}

/**
 * Validates `json` (already parsed, or a JSON string) as a dataset, including the references between its parts
 * (unique slugs, known users, subproject children, translations, stable refs). Throws `DatasetError`.
 */
export function parseDataset(json: unknown): Dataset {
  let input = json;
  if (typeof json === 'string') {
    try {
      input = JSON.parse(json);
    } catch (error) {
      throw new DatasetError([`(root): not valid JSON (${(error as Error).message})`]);
    }
  }
  const result = datasetSchema.safeParse(input);
  if (!result.success) {
    throw new DatasetError(result.error.issues.map((issue) => `${formatPath(issue.path)}: ${describeIssue(issue)}`));
  }
  const dataset = result.data as Dataset;
  const problems = checkReferences(dataset);
  if (problems.length) throw new DatasetError(problems);
  return dataset;
}

/** `['projects', 2, 'versions', 0, 'slug']` → `projects[2].versions[0].slug`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_union':
      return 'expected one of the allowed forms';
    default:
      return issue.message;
  }
}

function checkReferences(dataset: Dataset): string[] {
  const problems: string[] = [];
  const usernames = new Set<string>();
  dataset.users?.forEach((user, index) => {
    if (usernames.has(user.username)) problems.push(`users[${index}].username: duplicate "${user.username}"`);
    usernames.add(user.username);
  });
  const tokens = new Set<string>();
  dataset.users?.forEach((user, index) =>
    user.tokens?.forEach((token, tokenIndex) => {
      if (tokens.has(token)) problems.push(`users[${index}].tokens[${tokenIndex}]: token used twice`);
      tokens.add(token);
    }),
  );
  const organizations = new Set<string>();
  dataset.organizations?.forEach((organization, index) => {
    if (organizations.has(organization.slug)) problems.push(`organizations[${index}].slug: duplicate "${organization.slug}"`);
    organizations.add(organization.slug);
  });
  const projects = new Map<string, number>();
  dataset.projects?.forEach((project, index) => {
    if (projects.has(project.slug)) problems.push(`projects[${index}].slug: duplicate "${project.slug}"`);
    projects.set(project.slug, index);
  });
  dataset.projects?.forEach((project, index) => {
    const at = `projects[${index}]`;
    if (project.organization !== undefined && !organizations.has(project.organization)) {
      problems.push(`${at}.organization: unknown organization "${project.organization}"`);
    }
    if (project.translation_of !== undefined) {
      if (!projects.has(project.translation_of) || project.translation_of === project.slug) {
        problems.push(`${at}.translation_of: unknown project "${project.translation_of}"`);
      }
    }
    project.subprojects?.forEach((subproject, subIndex) => {
      if (!projects.has(subproject.child) || subproject.child === project.slug) {
        problems.push(`${at}.subprojects[${subIndex}].child: unknown project "${subproject.child}"`);
      }
    });
    const versions = new Set<string>();
    project.versions?.forEach((version, versionIndex) => {
      if (versions.has(version.slug)) problems.push(`${at}.versions[${versionIndex}].slug: duplicate "${version.slug}"`);
      versions.add(version.slug);
    });
    project.versions?.forEach((version, versionIndex) => {
      if (version.ref && !versions.has(version.ref)) {
        problems.push(`${at}.versions[${versionIndex}].ref: unknown version "${version.ref}"`);
      }
    });
  });
  const remoteOrganizations = new Set(dataset.remote_organizations?.map((organization) => organization.slug));
  dataset.remote_repositories?.forEach((repository, index) => {
    if (repository.organization !== undefined && !remoteOrganizations.has(repository.organization)) {
      problems.push(`remote_repositories[${index}].organization: unknown remote organization "${repository.organization}"`);
    }
  });
  return problems;
}

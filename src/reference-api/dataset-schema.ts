/**
 * Validates a dataset (see `dataset.ts`) and names the path of the first bad fields, e.g.
 * `projects[2].versions[0].slug: expected string`, so `docs-widgets serve --data FILE` can refuse a bad file with a
 * message a person can act on. Objects are loose: fields this schema does not know pass through untouched, so a
 * newer dataset still loads.
 */

import {z} from 'zod/mini';
import type {Dataset} from './dataset.js';

const opt = z.optional;
const text = z.string();
const slug = z.string().check(z.minLength(1), z.maxLength(255));
const privacy = z.enum(['public', 'private']);
const timestamp = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO 8601 timestamp'));
const vcsProvider = z.enum(['github', 'gitlab', 'bitbucket']);

const page = z.looseObject({
  path: text,
  title: opt(text),
  html: text,
  rank: opt(z.int().check(z.gte(-10), z.lte(10))),
});

const build = z.looseObject({
  id: opt(z.int().check(z.positive())),
  state: opt(z.enum(['triggered', 'building', 'installing', 'cloning', 'finished', 'cancelled'])),
  success: opt(z.nullable(z.boolean())),
  error: opt(text),
  commit: opt(text),
  created: opt(timestamp),
  duration: opt(z.number().check(z.gte(0))),
  config: opt(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
});

const version = z.looseObject({
  slug,
  verbose_name: opt(text),
  identifier: opt(text),
  type: opt(z.enum(['branch', 'tag', 'unknown'])),
  active: opt(z.boolean()),
  hidden: opt(z.boolean()),
  built: opt(z.boolean()),
  privacy_level: opt(privacy),
  ref: opt(z.nullable(text)),
  downloads: opt(z.array(z.enum(['pdf', 'htmlzip', 'epub']))),
  builds: opt(z.array(build)),
  pages: opt(z.array(page)),
  doctype: opt(z.enum(['sphinx', 'sphinx_htmldir', 'mkdocs', 'generic'])),
});

const redirect = z.looseObject({
  type: z.enum(['prefix', 'page', 'exact', 'sphinx_html', 'sphinx_htmldir', 'clean_url_to_html', 'html_to_clean_url']),
  from_url: opt(text),
  to_url: opt(text),
  http_status: opt(z.union([z.literal(301), z.literal(302)])),
  description: opt(text),
  enabled: opt(z.boolean()),
  force: opt(z.boolean()),
});

const environmentVariable = z.looseObject({
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  value: z.string().check(z.maxLength(48000)),
  public: opt(z.boolean()),
});

const project = z.looseObject({
  slug,
  name: opt(text),
  users: opt(z.array(text)),
  organization: opt(text),
  language: opt(text),
  programming_language: opt(text),
  repository: opt(z.looseObject({url: text, type: opt(text)})),
  homepage: opt(z.nullable(text)),
  default_version: opt(text),
  default_branch: opt(text),
  tags: opt(z.array(text)),
  privacy_level: opt(privacy),
  external_builds_privacy_level: opt(privacy),
  single_version: opt(z.boolean()),
  created: opt(timestamp),
  modified: opt(timestamp),
  translation_of: opt(text),
  subprojects: opt(z.array(z.looseObject({child: text, alias: opt(text)}))),
  versions: opt(z.array(version)),
  redirects: opt(z.array(redirect)),
  environment_variables: opt(z.array(environmentVariable)),
});

const team = z.looseObject({
  slug,
  name: opt(text),
  members: opt(z.array(text)),
  access: opt(z.enum(['admin', 'readonly'])),
  projects: opt(z.array(text)),
});

const organization = z.looseObject({
  slug,
  name: opt(text),
  description: opt(text),
  email: opt(text),
  url: opt(text),
  disabled: opt(z.boolean()),
  owners: opt(z.array(text)),
  teams: opt(z.array(team)),
  created: opt(timestamp),
});

const remoteOrganization = z.looseObject({
  slug,
  name: opt(text),
  vcs_provider: vcsProvider,
  url: opt(text),
  avatar_url: opt(text),
  users: opt(z.array(text)),
});

const remoteRepository = z.looseObject({
  full_name: z.string().check(z.minLength(1)),
  name: opt(text),
  description: opt(text),
  vcs_provider: vcsProvider,
  organization: opt(text),
  default_branch: opt(text),
  private: opt(z.boolean()),
  users: opt(z.array(z.looseObject({username: text, admin: opt(z.boolean())}))),
  projects: opt(z.array(text)),
});

export const datasetSchema = z.looseObject({
  users: opt(z.array(z.looseObject({username: z.string().check(z.minLength(1)), tokens: opt(z.array(z.string().check(z.minLength(1))))}))),
  organizations: opt(z.array(organization)),
  projects: opt(z.array(project)),
  remote_organizations: opt(z.array(remoteOrganization)),
  remote_repositories: opt(z.array(remoteRepository)),
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
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'expected a non-empty string' : `expected at least ${issue.minimum} characters`;
      return `expected at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `expected at most ${issue.maximum} characters` : `expected at most ${issue.maximum}`;
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

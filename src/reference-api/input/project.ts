/**
 * Validation of project create (POST) and update (PATCH partial, PUT full) bodies, server-behaviour.md §13 and
 * hosting-api.md §4.3–4.4. Returns the changes to apply, or throws a 400 naming every bad field; nothing is applied
 * before everything is valid. Unknown fields are ignored, as upstream.
 */

import {LANGUAGES, PROGRAMMING_LANGUAGES} from '../constants.js';
import type {ProjectRecord, UserRecord} from '../model.js';
import type {Permissions} from '../permissions.js';
import type {ReferenceStore} from '../store.js';
import {
  booleanField,
  choiceField,
  displayValue,
  FieldErrors,
  isHttpUrl,
  objectField,
  stringField,
  stringListField,
} from '../validate.js';
import {slugify} from './slugify.js';

const PRIVACY = ['public', 'private'] as const;
const SCHEMES = ['multiple_versions_with_translations', 'multiple_versions_without_translations', 'single_version_without_translations'] as const;

/** Repository URL rules of the upstream `RepositoryURLValidator`. */
function repositoryUrlProblem(url: string): string | undefined {
  if (url.includes('&&') || url.includes('|')) return 'Invalid character in the URL';
  if (/^[\w.-]+@[\w.-]+:/.test(url)) return 'Manual cloning via SSH is not supported';
  if (/^lp:\S+$/.test(url)) return undefined;
  const match = /^(https?|git):\/\/[^\s/]+(\/\S*)?$/i.exec(url);
  return match ? undefined : 'Invalid scheme for URL';
}

function repositoryField(
  body: Record<string, unknown>,
  problems: FieldErrors,
  requireUrl: boolean,
): {url?: string; type?: string} | undefined {
  if (!('repository' in body)) {
    if (requireUrl) problems.add('repository', 'This field is required.');
    return undefined;
  }
  const repository = objectField(body, 'repository', problems);
  if (!repository) return undefined;
  const nested = new FieldErrors();
  const url = stringField(repository, 'url', nested, {required: requireUrl, maxLength: 255});
  if (typeof url === 'string') {
    const problem = repositoryUrlProblem(url);
    if (problem) nested.add('url', problem);
  }
  const type = choiceField(repository, 'type', ['git'], nested);
  problems.nest('repository', nested);
  if (nested.any()) return undefined;
  return {...(typeof url === 'string' ? {url} : {}), ...(type ? {type} : {})};
}

function homepageField(body: Record<string, unknown>, problems: FieldErrors): string | null | undefined {
  const homepage = stringField(body, 'homepage', problems, {allowBlank: true, nullable: true, maxLength: 255});
  if (homepage === undefined || homepage === null || homepage === '') return homepage === '' ? null : homepage;
  if (!isHttpUrl(homepage)) {
    problems.add('homepage', 'Enter a valid URL.');
    return undefined;
  }
  return homepage;
}

export interface ProjectCreateInput {
  fields: Omit<ProjectRecord, 'id' | 'created' | 'modified'>;
  teams: string[];
}

export function parseProjectCreate(
  body: Record<string, unknown>,
  store: ReferenceStore,
  permissions: Permissions,
  user: UserRecord,
): ProjectCreateInput {
  const problems = new FieldErrors();
  const name = stringField(body, 'name', problems, {required: true, maxLength: 63});
  let slug = '';
  if (typeof name === 'string') {
    slug = slugify(name);
    if (!slug) problems.add('name', `Invalid project name "${name}": no slug generated.`);
    else if (store.project(slug)) problems.add('name', `Project with slug "${slug}" already exists.`);
  }
  const repository = repositoryField(body, problems, true);
  const homepage = homepageField(body, problems);
  const language = choiceField(body, 'language', LANGUAGES, problems);
  const programmingLanguage = choiceField(body, 'programming_language', PROGRAMMING_LANGUAGES, problems);
  const privacy = choiceField(body, 'privacy_level', PRIVACY, problems);
  const externalPrivacy = choiceField(body, 'external_builds_privacy_level', PRIVACY, problems);
  const tags = stringListField(body, 'tags', problems, 100);
  let organization: string | null = null;
  let teams: string[] = [];
  if (permissions.business) {
    const slugValue = stringField(body, 'organization', problems, {required: true, maxLength: 255});
    if (typeof slugValue === 'string') {
      const record = store.organization(slugValue);
      if (!record || !permissions.belongsToOrganization(user, slugValue)) {
        problems.add('organization', `Object with slug=${slugValue} does not exist.`);
      } else if (!record.owners.includes(user.username) && !store.teamsOf(slugValue).some((team) => team.access === 'admin' && team.members.includes(user.username))) {
        problems.add('organization', 'You do not have permission to create projects in this organization.');
      } else organization = slugValue;
    }
    teams = teamsField(body, problems, store, organization);
  }
  problems.throwIfAny();
  const isBusiness = permissions.business;
  return {
    fields: {
      slug,
      name: name as string,
      language: language ?? 'en',
      programming_language: programmingLanguage ?? 'words',
      repository: {url: repository!.url!, type: repository!.type ?? 'git'},
      homepage: homepage ?? null,
      default_version: 'latest',
      default_branch: null,
      tags: [...new Set(tags ?? [])].sort(),
      users: [user.username],
      privacy_level: isBusiness ? (privacy ?? 'private') : 'public',
      external_builds_privacy_level: isBusiness ? (externalPrivacy ?? 'private') : 'public',
      single_version: false,
      versioning_scheme: 'multiple_versions_with_translations',
      readthedocs_yaml_path: null,
      analytics_code: '',
      analytics_disabled: false,
      external_builds_enabled: false,
      show_version_warning: false,
      organization,
      translation_of: null,
    },
    teams,
  };
}

function teamsField(
  body: Record<string, unknown>,
  problems: FieldErrors,
  store: ReferenceStore,
  organization: string | null,
): string[] {
  if (!('teams' in body) || body.teams === null || body.teams === '') return [];
  const raw = body.teams;
  const list =
    typeof raw === 'string' ? raw.split(',').map((team) => team.trim()).filter(Boolean) : Array.isArray(raw) ? raw : undefined;
  if (!list || list.some((team) => typeof team !== 'string')) {
    problems.add('teams', 'Not a valid string.');
    return [];
  }
  if (!organization) return [];
  const known = new Set(store.teamsOf(organization).map((team) => team.slug));
  const unknown = (list as string[]).filter((team) => !known.has(team));
  if (unknown.length) {
    problems.add('teams', `Object with slug=${displayValue(unknown[0])} does not exist.`);
    return [];
  }
  return list as string[];
}

/** The changes of an update; `full` (PUT) requires `name` and `repository.url`. */
export function parseProjectUpdate(
  body: Record<string, unknown>,
  project: ProjectRecord,
  business: boolean,
  full: boolean,
): Partial<ProjectRecord> {
  const problems = new FieldErrors();
  const changes: Partial<ProjectRecord> = {};
  const name = stringField(body, 'name', problems, {required: full, maxLength: 63});
  if (typeof name === 'string') changes.name = name;
  const repository = repositoryField(body, problems, full);
  if (repository) changes.repository = {url: repository.url ?? project.repository.url, type: repository.type ?? project.repository.type};
  const language = choiceField(body, 'language', LANGUAGES, problems);
  if (language) changes.language = language;
  const programmingLanguage = choiceField(body, 'programming_language', PROGRAMMING_LANGUAGES, problems);
  if (programmingLanguage) changes.programming_language = programmingLanguage;
  const homepage = homepageField(body, problems);
  if (homepage !== undefined) changes.homepage = homepage;
  const tags = stringListField(body, 'tags', problems, 100);
  if (tags) changes.tags = [...new Set(tags)].sort();
  const defaultVersion = stringField(body, 'default_version', problems, {maxLength: 255});
  if (typeof defaultVersion === 'string') changes.default_version = defaultVersion;
  const defaultBranch = stringField(body, 'default_branch', problems, {maxLength: 255, nullable: true, allowBlank: true});
  if (defaultBranch !== undefined) changes.default_branch = defaultBranch || null;
  const analyticsCode = stringField(body, 'analytics_code', problems, {maxLength: 50, allowBlank: true, nullable: true});
  if (analyticsCode !== undefined) changes.analytics_code = analyticsCode ?? '';
  const yamlPath = stringField(body, 'readthedocs_yaml_path', problems, {maxLength: 1024, allowBlank: true, nullable: true});
  if (yamlPath !== undefined) changes.readthedocs_yaml_path = yamlPath || null;
  for (const key of ['analytics_disabled', 'external_builds_enabled', 'show_version_warning'] as const) {
    const value = booleanField(body, key, problems);
    if (value !== undefined) changes[key] = value;
  }
  const single = booleanField(body, 'single_version', problems);
  const scheme = choiceField(body, 'versioning_scheme', SCHEMES, problems);
  if (scheme) {
    changes.versioning_scheme = scheme;
    changes.single_version = scheme === 'single_version_without_translations';
  } else if (single !== undefined) {
    changes.single_version = single;
    changes.versioning_scheme = single
      ? 'single_version_without_translations'
      : project.versioning_scheme === 'single_version_without_translations'
        ? 'multiple_versions_with_translations'
        : project.versioning_scheme;
  }
  const privacy = choiceField(body, 'privacy_level', PRIVACY, problems);
  const externalPrivacy = choiceField(body, 'external_builds_privacy_level', PRIVACY, problems);
  // Privacy levels exist only on the business deployment; elsewhere a valid value is accepted and has no effect.
  if (business && privacy) changes.privacy_level = privacy;
  if (business && externalPrivacy) changes.external_builds_privacy_level = externalPrivacy;
  problems.throwIfAny();
  return changes;
}


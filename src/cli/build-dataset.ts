/**
 * The dataset `serve` starts from: a `--data` file (validated, refused with the path of its bad field) or the demo
 * data, plus the `--token` users and the `--docs` sites read from disk.
 */

import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import type {Dataset, DatasetProject} from '../reference-api/dataset.js';
import {DatasetError, parseDataset} from '../reference-api/dataset-schema.js';
import {ingestDirectory} from '../reference-api/content/ingest-node.js';
import {demoDataset} from '../reference-api/demo-data/index.js';
import type {ServeOptions} from './options.js';
import {detectSiteLanguage} from './site-language.js';

/** A problem with an input file or directory: one line, exit code 2. */
export class InputError extends Error {
  override name = 'InputError';
}

/** Where each `--docs` version's files are, for serving `_static` and `_images`. */
export type SiteDirectories = Map<string, string>;

export function siteKey(project: string, version: string): string {
  return `${project}/${version}`;
}

async function loadDataFile(path: string): Promise<Dataset> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new InputError(`--data ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  try {
    return parseDataset(text);
  } catch (error) {
    if (error instanceof DatasetError) throw new InputError(`--data ${path}: ${error.issues.slice(0, 3).join('; ')}`);
    throw error;
  }
}

export interface BuiltDataset {
  data: Dataset;
  sites: SiteDirectories;
  /** Pages read per `--docs` site and how long reading took, for the start-up lines. */
  ingested: Array<{slug: string; version: string; pages: number; doctype: string; ms: number; language: string;
    /** Where the language came from, for the start-up line. */
    languageSource: string}>;
}

/**
 * The project's language: `--language SLUG=…`, else `--language …`, else what the site records (site-language.ts),
 * else English, as the service's default. A project that has several `--docs` versions takes the first's.
 */
async function siteLanguage(options: ServeOptions, slug: string, dir: string): Promise<{language: string; languageSource: string}> {
  const given = options.languages.find((entry) => entry.slug === slug) ?? options.languages.find((entry) => entry.slug === undefined);
  if (given) return {language: given.code, languageSource: '--language'};
  const detected = await detectSiteLanguage(dir);
  if (detected.code && detected.found) return {language: detected.code, languageSource: detected.found.source};
  if (detected.found) {
    return {language: 'en', languageSource: `"${detected.found.tag}" in ${detected.found.source} is no language the hosting service knows; --language sets one`};
  }
  return {language: 'en', languageSource: 'none recorded'};
}

export async function buildDataset(options: ServeOptions, now = () => performance.now()): Promise<BuiltDataset> {
  const useDemo = options.data === undefined && options.docs.length === 0;
  const data: Dataset = options.data !== undefined ? await loadDataFile(options.data) : useDemo ? demoDataset() : {};
  data.users ??= [];
  for (const {user, token} of options.tokens) {
    const existing = data.users.find((record) => record.username === user);
    if (existing) existing.tokens = [...(existing.tokens ?? []), token];
    else data.users.push({username: user, tokens: [token]});
  }
  const owner = options.tokens[0]?.user;
  const sites: SiteDirectories = new Map();
  const ingested: BuiltDataset['ingested'] = [];
  data.projects ??= [];
  for (const docs of options.docs) {
    const dir = resolve(docs.dir);
    const started = now();
    let site;
    try {
      // The HTML stays on disk (read again when a page is served or embedded), hashed for the index cache.
      site = await ingestDirectory(dir, {onDisk: true});
    } catch (error) {
      throw new InputError(`--docs ${docs.dir}: ${(error as Error).message.replace(`${dir}: `, '')}`);
    }
    const {language, languageSource} = await siteLanguage(options, docs.slug, dir);
    let project = data.projects.find((record) => record.slug === docs.slug);
    ingested.push({slug: docs.slug, version: docs.version, pages: site.pages.length, doctype: site.doctype,
      ms: now() - started, language: project?.language ?? language, languageSource: project?.language ? 'the project' : languageSource});
    if (!project) {
      project = {
        slug: docs.slug,
        name: docs.slug,
        users: owner ? [owner] : [],
        language,
        programming_language: 'words',
        repository: {url: `https://example.invalid/${docs.slug}.git`, type: 'git'},
        default_version: docs.version,
        versions: [],
      } satisfies DatasetProject;
      data.projects.push(project);
    }
    project.versions = (project.versions ?? []).filter((version) => version.slug !== docs.version);
    project.versions.push({
      slug: docs.version,
      verbose_name: docs.version,
      identifier: docs.version,
      type: docs.version === 'latest' ? 'branch' : 'tag',
      active: true,
      built: true,
      privacy_level: 'public',
      doctype: site.doctype,
      pages: site.pages,
      builds: [{state: 'finished', success: true, created: new Date().toISOString(), duration: 0}],
    });
    sites.set(siteKey(docs.slug, docs.version), dir);
  }
  try {
    return {data: parseDataset(data), sites, ingested};
  } catch (error) {
    if (error instanceof DatasetError) throw new InputError(error.issues.slice(0, 3).join('; '));
    throw error;
  }
}

/**
 * The language a built site is written in, for `serve --docs` (issue 27): the project's language decides its URLs
 * (`/docs/{project}/{lang}/{version}/`) and what the addons payload and the API say, so it is read from the site, as
 * each tool records it, and written in the hosting service's form (its `LANGUAGES` codes: `ja`, `zh-cn`, `pt-br`).
 */

import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {LANGUAGES} from '../reference-api/constants.js';

/** Tags whose service code is not their own or their first subtag's (the service has no plain `zh` or `nb`). */
const ALIASES: Record<string, string> = {
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  nb: 'nb-no',
  'pt-pt': 'pt',
};

/**
 * A language tag as the service writes it: lower case with `-` (Sphinx's `zh_CN`, BCP 47's `pt-BR`), the whole tag
 * where the service knows it (`zh-cn`, `pt-br`), else its script or first subtag (`ja-JP` is `ja`, `zh-Hant-TW` is
 * `zh-tw`); undefined for a tag the service has no code for.
 */
export function serviceLanguage(tag: string): string | undefined {
  const code = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(code)) return undefined;
  if (ALIASES[code]) return ALIASES[code];
  if (LANGUAGES.has(code)) return code;
  const [primary = '', second] = code.split('-');
  const pair = second ? `${primary}-${second}` : primary;
  if (ALIASES[pair]) return ALIASES[pair];
  if (LANGUAGES.has(pair)) return pair;
  if (primary === 'zh' && code.includes('-hant')) return 'zh-tw';
  return ALIASES[primary] ?? (LANGUAGES.has(primary) ? primary : undefined);
}

async function readText(path: string): Promise<string | undefined> {
  return readFile(path, 'utf8').catch(() => undefined);
}

/** Sphinx's `LANGUAGE: 'ja'` in `_static/documentation_options.js` (`'None'` before Sphinx 5 when unset). */
function sphinxLanguage(options: string | undefined): string | undefined {
  const value = options && /\bLANGUAGE\s*:\s*['"]([^'"]*)['"]/.exec(options)?.[1];
  return value && value !== 'None' ? value : undefined;
}

/** `<html lang="…">` of a page: Sphinx writes its `language`, MkDocs themes their `theme.language`/`locale`. */
function htmlLanguage(html: string | undefined): string | undefined {
  return (html && /<html\b[^>]*?\blang\s*=\s*["']?([A-Za-z0-9_-]+)/i.exec(html)?.[1]) || undefined;
}

/** MkDocs' search index records the search languages (`config.lang`), `theme.language` by default. */
function mkdocsSearchLanguage(index: string | undefined): string | undefined {
  if (!index) return undefined;
  try {
    const lang = (JSON.parse(index) as {config?: {lang?: unknown}}).config?.lang;
    const first = Array.isArray(lang) ? lang[0] : lang;
    return typeof first === 'string' ? first : undefined;
  } catch {
    return undefined;
  }
}

export interface SiteLanguage {
  /** The service's code, or undefined when the site names none the service knows. */
  code: string | undefined;
  /** What the site said and where, for the start-up line; undefined when it said nothing. */
  found?: {tag: string; source: string};
}

/** The language of the built site in `dir`, from the first of its records that names one. */
export async function detectSiteLanguage(dir: string): Promise<SiteLanguage> {
  const candidates: Array<[string, () => Promise<string | undefined>]> = [
    ['_static/documentation_options.js', async () => sphinxLanguage(await readText(join(dir, '_static', 'documentation_options.js')))],
    ['index.html', async () => htmlLanguage(await readText(join(dir, 'index.html')))],
    ['search/search_index.json', async () => mkdocsSearchLanguage(await readText(join(dir, 'search', 'search_index.json')))],
  ];
  for (const [source, read] of candidates) {
    const tag = await read();
    if (tag) return {code: serviceLanguage(tag), found: {tag, source}};
  }
  return {code: undefined};
}

/**
 * Search over Sphinx's own `searchindex.js`, read as data: the `Search.setIndex(` wrapper is cut off and the rest
 * parsed as JSON (Sphinx writes it with `json.dumps`), never executed.
 *
 * Sphinx keeps no text, only stemmed words per page (`terms`, `titleterms`), section titles (`alltitles`) and API
 * objects (`objects`, with their type and priority). Scores are Sphinx's own (searchtools.js, 5.3 to 7): a page's words
 * score the best of its words (title 15, partial title 7, word 5, partial word 2, every word required); an object its
 * name match (11 for the whole or last dotted name, 6 within the last name) plus its priority (15, 5, -5), when every
 * other query word is in its name, type or page title (`performObjectSearch`); a section title holding the whole query
 * 100 × query length / title length. Results are grouped by page, each page as good as its best row plus a tenth of
 * the others, with the matching sections and objects as blocks, best first; their text and highlights are filled in for
 * the results on screen by reading those pages in this worker (sphinx-snippets.ts, worker-snippets.ts).
 */

import {parseTerms} from '../../reference-api/content/query-syntax.js';
import {highlight} from '../../reference-api/content/highlight.js';
import {MAX_BLOCKS_PER_PAGE} from '../../reference-api/content/search-results.js';
import {foldForMatching, isCjkTerm, normalizeTerm, tokenize} from '../../reference-api/content/tokenize.js';
import {NativeIndexError} from './native-index-error.js';
import {cjkStrength, matchStrength, matchedWords, matchingKeys, sphinxQueryWords, type Strength} from './sphinx-words.js';
import {type AnswerSite, type SearchAnswerV3, answer} from './search-answer.js';

type DocList = number | number[];
type ObjectEntry = [number, number, number, string, string];

export interface SphinxIndex {
  docnames: string[];
  titles: string[];
  terms: Record<string, DocList>;
  titleterms: Record<string, DocList>;
  /**
   * Prefix (module, class) → objects, flattened from either of Sphinx's layouts. `lower`: the full name in lower case;
   * `haystack`: what Sphinx looks for a query's other words in (prefix, name, type name, page title), lower case;
   * `priority`: Sphinx's (0 important, 1 normal, 2 unimportant).
   */
  objects: Array<{doc: number; type: string; anchor: string; name: string; lower: string; haystack: string; priority: number}>;
  /** `folded`: the title folded as the index folds it, for CJK words (found inside a run). */
  alltitles: Array<{title: string; doc: number; anchor: string; tokens: string[]; folded: string}>;
  dirhtml: boolean;
}

/** Cuts `Search.setIndex(…)` down to its JSON argument. */
export function unwrapSearchIndex(script: string): string {
  const start = script.indexOf('Search.setIndex(');
  const end = script.lastIndexOf(')');
  if (start === -1 || end < start) throw new NativeIndexError('searchindex.js does not hold Search.setIndex(…)');
  return script.slice(start + 'Search.setIndex('.length, end);
}

const isDocList = (value: unknown): value is DocList =>
  typeof value === 'number' || (Array.isArray(value) && value.every((item) => typeof item === 'number'));

function docList(value: DocList): number[] {
  return typeof value === 'number' ? [value] : value;
}

function termMap(value: unknown, name: string): Record<string, DocList> {
  if (!value || typeof value !== 'object') throw new NativeIndexError(`searchindex.js has no "${name}"`);
  const out: Record<string, DocList> = Object.create(null) as Record<string, DocList>;
  // Sphinx only lowercases: its words are folded as ours are (`ＴＯＭＬ`, `größe`), spellings that fold alike merged.
  for (const [term, docs] of Object.entries(value)) {
    if (!isDocList(docs)) continue;
    const key = normalizeTerm(term);
    const known = out[key];
    out[key] = known === undefined ? docs : [...new Set([...docList(known), ...docList(docs)])];
  }
  return out;
}

function objectTypeName(data: Record<string, unknown>, typeIndex: number): string {
  const objtypes = data.objtypes as Record<string, unknown> | undefined;
  const type = objtypes?.[String(typeIndex)];
  return typeof type === 'string' ? type : '';
}

function readObjects(data: Record<string, unknown>): SphinxIndex['objects'] {
  const objects: SphinxIndex['objects'] = [];
  const titles = Array.isArray(data.titles) ? (data.titles as unknown[]) : undefined;
  const all = data.objects;
  if (!all || typeof all !== 'object') return objects;
  for (const [prefix, entries] of Object.entries(all as Record<string, unknown>)) {
    const add = (doc: unknown, typeIndex: unknown, priority: unknown, anchor: unknown, name: unknown) => {
      if (typeof doc !== 'number' || typeof name !== 'string') return;
      const fullName = prefix ? `${prefix}.${name}` : name;
      // As Sphinx's searchtools.js reads it: `` stands for the full name, `-` for `<object type>-<full name>`.
      const objnames = data.objnames as Record<string, unknown> | undefined;
      const typeName = (objnames?.[String(typeIndex)] as unknown[] | undefined)?.[1];
      const id = anchor === '' ? fullName : anchor === '-' ? `${typeof typeName === 'string' ? typeName : ''}-${fullName}`
        : typeof anchor === 'string' ? anchor : '';
      const typeLabel = (objnames?.[String(typeIndex)] as unknown[] | undefined)?.[2];
      const title = typeof titles?.[doc] === 'string' ? titles[doc] : '';
      objects.push({doc, type: objectTypeName(data, Number(typeIndex)), anchor: id, name: fullName, lower: fullName.toLowerCase(),
        haystack: `${prefix} ${name} ${typeof typeLabel === 'string' ? typeLabel : ''} ${title}`.toLowerCase(),
        priority: typeof priority === 'number' ? priority : 1});
    };
    // Sphinx 7.3+: a list of [doc, type, priority, anchor, name]; before: {name: [doc, type, priority, anchor]}.
    if (Array.isArray(entries)) {
      for (const entry of entries as ObjectEntry[]) if (Array.isArray(entry)) add(entry[0], entry[1], entry[2], entry[3], entry[4]);
    } else if (entries && typeof entries === 'object') {
      for (const [name, entry] of Object.entries(entries as Record<string, unknown>)) {
        if (Array.isArray(entry)) add(entry[0], entry[1], entry[2], entry[3], name);
      }
    }
  }
  return objects;
}

function readTitles(data: Record<string, unknown>): SphinxIndex['alltitles'] {
  const titles: SphinxIndex['alltitles'] = [];
  const all = data.alltitles;
  if (!all || typeof all !== 'object') return titles;
  for (const [title, places] of Object.entries(all as Record<string, unknown>)) {
    if (!Array.isArray(places)) continue;
    for (const place of places) {
      if (Array.isArray(place) && typeof place[0] === 'number') {
        titles.push({title, doc: place[0], anchor: typeof place[1] === 'string' ? place[1] : '',
          tokens: tokenize(title).map(normalizeTerm), folded: foldForMatching(title).text});
      }
    }
  }
  return titles;
}

export function readSphinxIndex(script: string, options: {dirhtml?: boolean} = {}): SphinxIndex {
  let data: unknown;
  try {
    data = JSON.parse(unwrapSearchIndex(script));
  } catch (error) {
    if (error instanceof NativeIndexError) throw error;
    throw new NativeIndexError('searchindex.js: Search.setIndex(…) does not hold JSON data');
  }
  if (!data || typeof data !== 'object') throw new NativeIndexError('searchindex.js: the index is not an object');
  const record = data as Record<string, unknown>;
  const {docnames, titles} = record;
  if (!Array.isArray(docnames) || !docnames.every((name) => typeof name === 'string')) {
    throw new NativeIndexError('searchindex.js has no "docnames" list');
  }
  if (!Array.isArray(titles) || titles.length !== docnames.length) throw new NativeIndexError('searchindex.js: "titles" does not match "docnames"');
  return {
    docnames: docnames as string[],
    titles: titles.map((title) => (typeof title === 'string' ? title.replace(/<[^>]*>/g, '') : '')),
    terms: termMap(record.terms, 'terms'),
    titleterms: termMap(record.titleterms, 'titleterms'),
    objects: readObjects(record),
    alltitles: readTitles(record),
    dirhtml: options.dirhtml ?? false,
  };
}

/** Sphinx's `Scorer` (searchtools.js). */
const SCORES = {objNameMatch: 11, objPartialMatch: 6, title: 15, partialTitle: 7, term: 5, partialTerm: 2};
/** Sphinx's `Scorer.objPrio`, by the object's priority; any other priority adds nothing (`objPrioDefault`). */
const OBJECT_PRIORITY: Record<number, number> = {0: 15, 1: 5, 2: -5};

interface FoundBlock {
  score: number;
  kind: 'domain' | 'section';
  name: string;
  anchor: string;
  role: string;
}

interface PageScore {
  doc: number;
  score: number;
  blocks: FoundBlock[];
}

export function pagePath(index: SphinxIndex, doc: number): string {
  const name = index.docnames[doc] ?? '';
  if (!index.dirhtml) return `${name}.html`;
  if (name === 'index') return '';
  return `${name.replace(/\/index$/, '')}/`;
}

/** Whether a word of Sphinx's index (text or titles) is `word` or holds it. */
/** The keys of `map` a CJK word matches (cjkStrength): any that holds it, so every key is tested. */
function cjkKeys(map: Record<string, DocList>, word: string): Map<string, Strength> {
  const found = new Map<string, Strength>();
  for (const key in map) {
    const strength = cjkStrength(key, word);
    if (strength) found.set(key, strength);
  }
  return found;
}

function hasWordHolding(index: SphinxIndex, word: string): boolean {
  for (const map of [index.titleterms, index.terms]) for (const key in map) if (key.includes(word)) return true;
  return false;
}

export function searchSphinx(index: SphinxIndex, site: AnswerSite, text: string, page: number, pageSize: number): SearchAnswerV3 {
  const clauses = parseTerms(text, {joined: false});
  const wordsOf = (occur: (o: string) => boolean) => clauses.filter((clause) => occur(clause.occur))
    .flatMap((clause) => clause.options.flatMap((leaf) => leaf.terms));
  // The words typed (a CJK run as its bigrams) are what the highlights mark; Sphinx's index is searched for the words
  // it holds (sphinxQueryWords).
  const typed = wordsOf((occur) => occur !== 'must_not');
  const words = sphinxQueryWords(typed, (word) => hasWordHolding(index, word));
  const excludedWords = wordsOf((occur) => occur === 'must_not');
  if (words.length === 0) return answer(site, text, 0, [], page, pageSize);
  const prefixAt = words.length - 1;

  const pages = new Map<number, PageScore>();
  const pageScore = (doc: number) => {
    let entry = pages.get(doc);
    if (!entry) {
      entry = {doc, score: 0, blocks: []};
      pages.set(doc, entry);
    }
    return entry;
  };

  // Every word must occur in the page (its words or its title's), as in Sphinx; the page scores its best word.
  let candidates: Set<number> | undefined;
  const wordScores = new Map<number, number>();
  words.forEach((word, position) => {
    const docs = new Map<number, number>();
    const cjk = isCjkTerm(word);
    for (const [map, full, partial] of [[index.titleterms, SCORES.title, SCORES.partialTitle], [index.terms, SCORES.term, SCORES.partialTerm]] as const) {
      for (const [key, strength] of cjk ? cjkKeys(map, word) : matchingKeys(map, word, position === prefixAt)) {
        const score = strength === 'full' ? full : partial;
        for (const doc of docList(map[key] as DocList)) docs.set(doc, Math.max(docs.get(doc) ?? 0, score));
      }
    }
    // Sphinx leaves words of one character out of its index (two for English): such a word found nowhere is not
    // required, as Sphinx's own search does not require it (`ＵＴＦ－８` is `utf` and `8`).
    if (docs.size === 0 && Array.from(word).length <= 2 && !cjk) return;
    for (const [doc, score] of docs) wordScores.set(doc, Math.max(wordScores.get(doc) ?? 0, score));
    candidates = candidates ? new Set([...candidates].filter((doc) => docs.has(doc))) : new Set(docs.keys());
  });
  const excluded = new Set<number>();
  for (const word of excludedWords) {
    for (const map of [index.titleterms, index.terms]) {
      for (const [key, strength] of isCjkTerm(word) ? cjkKeys(map, word) : matchingKeys(map, word, false)) {
        if (strength === 'full') for (const doc of docList(map[key] as DocList)) excluded.add(doc);
      }
    }
  }
  const termScores = new Map<number, number>();
  for (const doc of candidates ?? []) {
    pageScore(doc);
    termScores.set(doc, wordScores.get(doc) ?? 0);
  }

  // Objects as Sphinx's performObjectSearch finds them, for each word of the query as typed (lower case, unstemmed).
  const objectTerms = [...new Set(text.toLowerCase().trim().split(/\s+/).filter((term) => term && !term.startsWith('-')))];
  for (const object of index.objects) {
    let best: number | undefined;
    for (const term of objectTerms) {
      if (!object.lower.includes(term)) continue;
      if (objectTerms.some((other) => other !== term && !object.haystack.includes(other))) continue;
      const last = object.lower.slice(object.lower.lastIndexOf('.') + 1);
      const score = (object.lower === term || last === term ? SCORES.objNameMatch : last.includes(term) ? SCORES.objPartialMatch : 0) +
        (OBJECT_PRIORITY[object.priority] ?? 0);
      best = Math.max(best ?? score, score);
    }
    if (best === undefined) continue;
    pageScore(object.doc).blocks.push({score: best, kind: 'domain', name: object.name, anchor: object.anchor, role: object.type});
  }
  // Section titles: every word in the title's words (a title scores as a title word does), or, as Sphinx 5.3 on, the
  // whole query within a title at most twice its length.
  const queryLower = text.toLowerCase().trim();
  // A CJK word is looked for inside the folded title (a run has no word boundaries).
  const matchesAll = (tokens: readonly string[], folded: string) => words.every((word, position) => (isCjkTerm(word)
    ? folded.includes(word)
    : tokens.some((token) => token.startsWith(word) || matchStrength(token, word, position === prefixAt) !== undefined)));
  for (const title of index.alltitles) {
    const lower = title.title.toLowerCase();
    const whole = queryLower.length > 0 && lower.includes(queryLower) && queryLower.length >= lower.length / 2
      ? Math.round(100 * queryLower.length / lower.length) : 0;
    if (!whole && !matchesAll(title.tokens, title.folded)) continue;
    pageScore(title.doc).blocks.push({score: Math.max(whole, SCORES.title), kind: 'section', name: title.title, anchor: title.anchor, role: ''});
  }

  const ranked = [...pages.values()].filter((entry) => !excluded.has(entry.doc) && index.docnames[entry.doc] !== undefined);
  for (const entry of ranked) {
    entry.blocks.sort((a, b) => b.score - a.score);
    const [best, ...rest] = entry.blocks;
    // Sphinx lists each row on its own, best first; a page here is as good as its best row, the others breaking ties.
    entry.score = Math.max(termScores.get(entry.doc) ?? 0, best?.score ?? 0) + 0.1 * rest.reduce((sum, block) => sum + Math.max(block.score, 0), 0);
  }
  ranked.sort((a, b) => b.score - a.score || (index.titles[a.doc] ?? '').localeCompare(index.titles[b.doc] ?? ''));
  const onPage = ranked.slice((page - 1) * pageSize, page * pageSize).map((entry) => {
    const title = index.titles[entry.doc] ?? '';
    return {
      type: 'page',
      project: {slug: site.project, alias: null},
      version: {slug: site.version},
      title,
      domain: site.origin,
      path: `${site.rootPath}${pagePath(index, entry.doc)}`,
      highlights: {title: highlight(title, matchedWords(title, typed, true))},
      blocks: entry.blocks.slice(0, MAX_BLOCKS_PER_PAGE).map((block) => {
        const highlighted = highlight(block.name, matchedWords(block.name, typed, true));
        return block.kind === 'domain'
          ? {type: 'domain', role: block.role, name: block.name, id: block.anchor, content: '', highlights: {name: highlighted, content: []}}
          : {type: 'section', id: block.anchor, title: block.name, content: '', highlights: {title: highlighted, content: []}};
      }),
    };
  });
  return answer(site, text, ranked.length, onPage, page, pageSize);
}

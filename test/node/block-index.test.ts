/**
 * The reference API's compact index and ranking (block-index.ts, block-search.ts) answer as `searchVersion` over a
 * MiniSearch of the same blocks (the static source's ranking): same pages in the same order with the same scores to
 * the bit, same tiers, same blocks shown with the same matched terms. On a small site of our own, and on Debian's
 * Sphinx docs when installed.
 */

import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {describe, it} from 'node:test';
import MiniSearch from 'minisearch';
import type {DatasetPage} from '../../src/reference-api/dataset.js';
import {ingestDirectory} from '../../src/reference-api/content/ingest-node.js';
import {createContentIndex, type IndexedBlock, type PageHit} from '../../src/reference-api/content/index.js';
import {parseTerms} from '../../src/reference-api/content/query-syntax.js';
import {FIELDS, comparePages, searchVersion} from '../../src/reference-api/content/search-scoring.js';
import {normalizeTerm, tokenize} from '../../src/reference-api/content/tokenize.js';

const QUERIES = ['the', 'turtle', 'tur', 'turtel', 'draw lines', 'pen up', '"pen up"', '"draws a"', 'color | colour',
  '+turtle -rabbit', '-turtle', 'rabbit*', 'circle~1', 'the default value of the', 'a', 'zzzz', 'Turtle.forward',
  'list', 'list comprehension', 'dict', 'autodoc', 'html theme', 'conf*', 'builder -latex', 'toctree~1'];

function page(path: string, title: string, sections: Array<[string, string, string]>): DatasetPage {
  const body = sections.map(([id, heading, text]) => `<section id="${id}"><h2>${heading}</h2><p>${text}</p></section>`)
    .join('');
  return {path, html: `<!DOCTYPE html><html><head><title>${title} — Demo</title></head><body><div role="main"><h1>${title}</h1>` +
    `${body}<dl class="py function"><dt id="${path}.draw">draw(x)</dt><dd>Draws the ${title.toLowerCase()}.</dd></dl>` +
    `</div></body></html>`};
}

const SMALL: DatasetPage[] = [
  page('turtle.html', 'Turtle graphics', [['pen', 'Pen up and down', 'The pen up call lifts the pen; the turtle draws lines.'],
    ['color', 'Color', 'Set the pen color, or colour, of the turtle.'], ['circle', 'Circles', 'Draws a circle.']]),
  page('rabbit.html', 'Rabbits', [['holes', 'Holes', 'A rabbit digs holes; the default value of the depth is 3.'],
    ['list', 'List comprehension', 'A list comprehension builds a list.']]),
  page('dict.html', 'Dictionaries', [['dict', 'dict', 'The dict type maps keys to values, as a list does not.'],
    ['same1', 'Same', 'identical text'], ['same2', 'Same', 'identical text']]),
  page('genindex.html', 'Index', [['t', 'T', 'turtle rabbit dict']]),
];

/** `searchVersion` over a MiniSearch of the blocks the content index made. */
function miniSearchHits(index: ReturnType<typeof createContentIndex>, ref: {project: string; version: string},
  text: string): PageHit[] {
  const pages = new Map();
  const blocks = new Map<number, IndexedBlock>();
  const blocksByPage = new Map<string, number[]>();
  let id = 1;
  for (const path of index.pagePaths(ref)) {
    const indexed = index.getPage(ref, path)!;
    pages.set(path, indexed);
    if (!indexed.searchable) continue;
    const made: IndexedBlock[] = [
      ...(indexed.sections.length > 0 ? indexed.sections : [{id: '', title: indexed.title, content: ''}]).map((section) => ({
        id: id++, path, kind: 'section' as const, anchor: section.id, title: section.title, pageTitle: indexed.title,
        content: section.content, role: ''})),
      ...indexed.domains.map((object) => ({id: id++, path, kind: 'domain' as const, anchor: object.id, title: object.name,
        pageTitle: indexed.title, content: object.content, role: object.role})),
    ];
    for (const block of made) blocks.set(block.id, block);
    blocksByPage.set(path, made.map((block) => block.id));
  }
  const mini = new MiniSearch<IndexedBlock>({fields: FIELDS, idField: 'id', tokenize, processTerm: normalizeTerm,
    searchOptions: {tokenize, processTerm: normalizeTerm}});
  mini.addAll([...blocks.values()]);
  return searchVersion({ref, pages, blocks, blocksByPage, mini}, parseTerms(text)).sort(comparePages);
}

function summary(hits: PageHit[]): unknown[] {
  return hits.map((hit, rank) => ({
    path: hit.page.path, score: hit.score, complete: hit.complete, exact: hit.exact, titleMatch: hit.titleMatch,
    ...(rank < 20 ? {
      titleTerms: [...hit.titleTerms].sort(),
      // Read one by one first (what an answer reads), then as the whole sorted list: both in the same order.
      best: [...hit.bestBlocks()].map((block) => block.block.anchor),
      blocks: hit.blocks.filter((block) => block.terms.title.size > 0 || block.terms.content.size > 0).slice(0, 3)
        .map((block) => ({anchor: block.block.anchor, score: block.score, title: [...block.terms.title].sort(),
          content: [...block.terms.content].sort(), pageTitle: [...block.terms.pageTitle].sort()})),
      order: hit.blocks.map((block) => block.block.anchor),
    } : {}),
  }));
}

async function assertSameAnswers(pages: DatasetPage[], doctype: 'sphinx', queries: string[]) {
  const ref = {project: 'p', version: 'v'};
  const index = createContentIndex();
  index.addPages(ref, pages, doctype);
  await index.ready();
  for (const query of queries) {
    assert.deepEqual(summary(index.search({text: query, versions: [ref]})), summary(miniSearchHits(index, ref, query)), query);
  }
}

describe('compact index and ranking', () => {
  it('answers as searchVersion over MiniSearch on a small site', async () => {
    await assertSameAnswers(SMALL, 'sphinx', QUERIES);
  });

  it('rebuilds after pages are replaced', async () => {
    const ref = {project: 'p', version: 'v'};
    const index = createContentIndex();
    index.addPages(ref, SMALL, 'sphinx');
    await index.ready();
    assert.deepEqual(index.search({text: 'turtle', versions: [ref]}).map((hit) => hit.page.path)[0], 'turtle.html');
    index.addPages(ref, [page('turtle.html', 'Tortoises', [['shell', 'Shells', 'A tortoise has a shell.']])], 'sphinx');
    assert.deepEqual(index.search({text: 'tortoise', versions: [ref]}).map((hit) => hit.page.path), ['turtle.html']);
    assert.ok(!index.search({text: 'pen', versions: [ref]}).some((hit) => hit.page.path === 'turtle.html'));
  });

  const sphinx = '/usr/share/doc/sphinx-doc/html';
  it('answers as searchVersion over MiniSearch on the Sphinx docs', {skip: !existsSync(sphinx) && `${sphinx} is missing`},
    async () => {
      const site = await ingestDirectory(sphinx);
      await assertSameAnswers(site.pages, 'sphinx', QUERIES);
    });
});

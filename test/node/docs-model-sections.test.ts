/** The section rule on linkedom, the parser the reference API uses in Node (the same cases run in the browser). */

import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {DOMParser} from 'linkedom';
import {cases, MKDOCS_PAGE, SPHINX_PAGE} from '../docs-model/section-cases.js';

const mkdocsHtml = readFileSync(MKDOCS_PAGE, 'utf8');
const sphinxHtml = readFileSync(SPHINX_PAGE, 'utf8');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html') as unknown as Document;

describe('docs-model sections (linkedom)', () => {
  for (const [name, run] of cases) {
    test(name, () => run({mkdocs: () => parse(mkdocsHtml), sphinx: () => parse(sphinxHtml)}));
  }
});

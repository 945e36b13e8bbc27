/**
 * The house rules that keep src/ navigable (issue 12): no file over 450 lines (the demo data aside: it is data,
 * not code), no import cycle. Each rule is first shown to catch a planted offender, so a green run means
 * something.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {findCycles, readSourceTree} from './structure/source-graph.js';

const MAX_LINES = 450;
const EXEMPT = /^reference-api\/demo-data\//;
const src = fileURLToPath(new URL('../../src/', import.meta.url));

const tooLong = (root: string) =>
  readSourceTree(root)
    .filter((file) => !EXEMPT.test(file.path) && file.lines > MAX_LINES)
    .map((file) => `${file.path}: ${file.lines} lines`);

describe('the checks catch what they look for', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-widgets-structure-'));
  after(() => rmSync(root, {recursive: true, force: true}));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), {recursive: true});
    writeFileSync(join(root, path), text);
  };
  write('a.ts', "import {b} from './b.js';\nexport const a = () => b;\n");
  write('b.ts', "import type {C} from './deep/c.js';\nexport const b: C = 1;\n");
  write('deep/c.ts', "export type C = number;\nexport const load = () => import('../a.js');\n");
  write('self.ts', "export * from './self.js';\n");
  write('leaf.ts', "import {a} from './a.js';\nexport const leaf = a;\n");
  write('long.ts', 'export const x = 1;\n'.repeat(MAX_LINES + 1));
  write('reference-api/demo-data/big.ts', 'export const y = 1;\n'.repeat(MAX_LINES + 1));
  write('exactly.ts', 'export const z = 1;\n'.repeat(MAX_LINES));

  test('a cycle through a static, a type-only and a dynamic import is found, with the loop spelled out', () => {
    const cycles = findCycles(readSourceTree(root));
    assert.deepEqual(cycles.find((cycle) => cycle[0] === 'a.ts'), ['a.ts', 'b.ts', 'deep/c.ts', 'a.ts']);
  });

  test('a module that imports itself is a cycle; a module that only imports into a cycle is not part of it', () => {
    const cycles = findCycles(readSourceTree(root));
    assert.deepEqual(cycles.find((cycle) => cycle[0] === 'self.ts'), ['self.ts', 'self.ts']);
    assert.equal(cycles.flat().includes('leaf.ts'), false);
    assert.equal(cycles.length, 2);
  });

  test(`a file over ${MAX_LINES} lines is found, the demo data and a file of exactly ${MAX_LINES} are not`, () => {
    assert.deepEqual(tooLong(root), [`long.ts: ${MAX_LINES + 1} lines`]);
  });
});

describe('src/', () => {
  test(`no file is over ${MAX_LINES} lines (reference-api/demo-data/ aside)`, () => {
    assert.deepEqual(tooLong(src), [], 'split these by job (docs/architecture.md)');
  });

  test('no import cycle, counting type-only and dynamic imports', () => {
    const cycles = findCycles(readSourceTree(src)).map((cycle) => cycle.join(' -> '));
    assert.deepEqual(cycles, [], 'move what both sides need into a module of its own, below both');
  });

  test('the tree is read (a broken reader would pass the rules above)', () => {
    const files = readSourceTree(src);
    assert.ok(files.length > 100, `${files.length} files`);
    const entry = files.find((file) => file.path === 'cdn/docs-widgets.ts');
    assert.ok(entry?.imports.includes('cdn/widgets/index.ts'), 'the script tag imports its widget list');
  });
});

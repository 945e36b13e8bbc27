// The browser tests cannot list a directory, so this checks that the fixture map covers every copied upstream file,
// and that the copies still equal the shared originals when those are present (they sit outside the repository).
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {UPSTREAM_FIXTURES} from '../api/upstream-fixtures.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const copies = join(root, 'test', 'api', 'fixtures', 'upstream');
const shared = join(root, '..', 'shared', 'data', 'upstream-responses');

function jsonFiles(directory: string): string[] {
  const top = readdirSync(directory).filter((name) => name.endsWith('.json'));
  const historical = existsSync(join(directory, 'historical'))
    ? readdirSync(join(directory, 'historical'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `historical/${name}`)
    : [];
  return [...top, ...historical].sort();
}

test('every copied upstream JSON file is mapped to a schema or skipped with a reason', () => {
  assert.deepEqual(Object.keys(UPSTREAM_FIXTURES).sort(), jsonFiles(copies));
  for (const [name, entry] of Object.entries(UPSTREAM_FIXTURES)) {
    if ('skip' in entry) assert.ok(entry.skip.length > 10, `${name} needs a reason to be skipped`);
  }
});

test('the copies equal the shared upstream responses', {skip: existsSync(shared) ? false : 'shared data not present'}, () => {
  assert.deepEqual(jsonFiles(shared), jsonFiles(copies), 'the shared folder has files the copy lacks (or the reverse)');
  for (const name of jsonFiles(shared)) {
    assert.equal(readFileSync(join(copies, name), 'utf8'), readFileSync(join(shared, name), 'utf8'), name);
  }
});

test('every mapped upstream response parses with its schema in Node too', () => {
  for (const [name, entry] of Object.entries(UPSTREAM_FIXTURES)) {
    if ('skip' in entry) continue;
    const result = entry.schema.safeParse(JSON.parse(readFileSync(join(copies, name), 'utf8')));
    assert.ok(result.success, `${name}: ${result.success ? '' : JSON.stringify(result.error.issues.slice(0, 2))}`);
  }
});

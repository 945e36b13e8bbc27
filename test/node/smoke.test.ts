import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readPageContext} from '../../src/internal/page-context.js';

test('page context reads nothing from a document without meta tags', async () => {
  const {parseHTML} = await import('linkedom');
  const {document} = parseHTML('<!doctype html><html><head></head><body></body></html>');
  assert.equal(readPageContext(document as unknown as Document).project, undefined);
});

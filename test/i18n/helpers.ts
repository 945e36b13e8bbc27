import {fixture, html, waitUntil} from '@open-wc/testing';
import {sendMouse} from '@web/test-runner-commands';
import '../../src/search.js';
import '../../src/link-preview.js';
import '../../src/version-switcher.js';
import type {DocsSearchElement} from '../../src/elements/search/docs-search.js';
import type {DocsLinkPreviewElement} from '../../src/link-preview.js';
import type {DocsVersionSwitcherElement} from '../../src/elements/version-switcher/docs-version-switcher.js';
import type {DocsVersionWarningElement} from '../../src/elements/version-warning/docs-version-warning.js';
import {createTestApi} from '../elements/search/helpers.js';
import {countingApi, DOCS} from '../elements/link-preview/helpers.js';
import {API_BASE, docsUrl, pixelDataset, referenceApi} from '../elements/version-switcher/fixtures.js';

/** Visible text of a node, whitespace squashed (a shadow root's, or an element's). */
export const textOf = (node: Node | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The four widgets in a `<div lang=…>` (the page's `<html lang>` stays what it is), each against its test API. */
export async function widgetsIn(lang: string, {dir}: {dir?: string} = {}): Promise<{
  root: HTMLElement;
  search: DocsSearchElement;
  preview: DocsLinkPreviewElement;
  switcher: DocsVersionSwitcherElement;
  warning: DocsVersionWarningElement;
  link: HTMLAnchorElement;
}> {
  const searchApi = createTestApi();
  const versionsApi = referenceApi(pixelDataset({tags: ['1.0.0']}));
  const previewApi = countingApi();
  const root = await fixture<HTMLElement>(html`<div lang=${lang} dir=${dir ?? 'ltr'} style="inline-size: 640px">
    <docs-version-warning api-base=${API_BASE} project="pixel" version="2.0" api-version="3"
      page-url=${docsUrl('pixel', 'en', '2.0', 'guide/install.html')} .fetch=${versionsApi.fetch}></docs-version-warning>
    <docs-search project="demo" version="latest" .fetch=${searchApi.fetch}></docs-search>
    <docs-version-switcher api-base=${API_BASE} project="pixel" version="2.0" api-version="3"
      page-url=${docsUrl('pixel', 'en', '2.0', 'guide/install.html')} .fetch=${versionsApi.fetch}></docs-version-switcher>
    <p id="content" style="padding: 40px 10px">
      <a class="reference internal" id="pypi" href="${DOCS}/guide/install.html#from-pypi">PyPI</a>
    </p>
    <docs-link-preview scope="#content" delay="40" hide-delay="80" .fetch=${previewApi.fetch}></docs-link-preview>
  </div>`);
  const search = root.querySelector('docs-search')!;
  const preview = root.querySelector('docs-link-preview')!;
  const switcher = root.querySelector('docs-version-switcher')!;
  const warning = root.querySelector('docs-version-warning')!;
  await Promise.all([switcher.versionsSettled, warning.versionsSettled]);
  return {root, search, preview, switcher, warning, link: root.querySelector<HTMLAnchorElement>('#pypi')!};
}

/** Waits until `check` holds (a catalogue chunk loads on its own time). */
export const until = (check: () => unknown, message: string) => waitUntil(check, message, {timeout: 5000});

/** Moves the real mouse onto `point` (viewport coordinates, rounded). */
export const moveTo = (x: number, y: number) => sendMouse({type: 'move', position: [Math.round(x), Math.round(y)]});

/**
 * HTML parsing over the standard DOM API, one code path for browsers and Node: the browser's own `DOMParser`, or in
 * Node linkedom's, loaded on first use with a dynamic import so browser bundles never pull it in. Indexing needs less
 * than a DOM (`tree.ts`): in Node it reads the light tree of `lite-html.ts`, loaded the same way.
 */

import type {TreeNode} from './tree.js';

export type ParseHtml = (html: string) => Document;
/** A parser for indexing: any tree the page model can read. */
export type ParseTree = (html: string) => TreeNode;

let treeParser: Promise<ParseTree> | undefined;

/** The global `DOMParser` when there is one, else (Node) the light tree parser. */
export function loadTreeParser(): Promise<ParseTree> {
  const dom = syncHtmlParser();
  if (dom) return Promise.resolve(dom);
  treeParser ??= import('./lite-html.js').then(({parseLiteHtml}) => parseLiteHtml);
  return treeParser;
}

let nodeParser: Promise<ParseHtml> | undefined;

/** The platform's parser: the global `DOMParser` when there is one, else linkedom (Node). */
export function loadHtmlParser(): Promise<ParseHtml> {
  if (typeof globalThis.DOMParser === 'function') {
    const parser = new globalThis.DOMParser();
    return Promise.resolve((html) => parser.parseFromString(html, 'text/html'));
  }
  nodeParser ??= import('linkedom').then(({DOMParser}) => {
    const parser = new DOMParser();
    return (html: string) => parser.parseFromString(html, 'text/html') as unknown as Document;
  });
  return nodeParser;
}

/** The global parser if this platform has one, without waiting; undefined in Node. */
export function syncHtmlParser(): ParseHtml | undefined {
  if (typeof globalThis.DOMParser !== 'function') return undefined;
  const parser = new globalThis.DOMParser();
  return (html) => parser.parseFromString(html, 'text/html');
}

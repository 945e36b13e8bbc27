// Rollup plugin for the static search worker's builds: htmlparser2's tokenizer imports the `entities` package's
// decoder and its table of the HTML spec's 2,231 character reference names (28 KB gzip, most of the worker's page
// reader) even when told not to decode, which is how the worker's page reader parses (it decodes the few references
// Sphinx writes itself: src/sources/static/page-text-entities.ts). This stands in for `entities/decode` there: the
// names the tokenizer imports, with a decoder that fails loudly if it is ever asked to decode.
const ID = '\0worker-entities-decode';

const SOURCE = `
export const DecodingMode = {Legacy: 0, Strict: 1, Attribute: 2};
export const htmlDecodeTree = new Uint16Array(0);
export const xmlDecodeTree = htmlDecodeTree;
export const fromCodePoint = String.fromCodePoint;
export class EntityDecoder {
  startEntity() {
    throw new Error('the search worker parses with decodeEntities: false (scripts/rollup-worker-entities.mjs)');
  }
  write() {
    return this.startEntity();
  }
  end() {
    return 0;
  }
}
`;

export function workerEntities() {
  return {
    name: 'worker-entities',
    resolveId(source) {
      return source === 'entities/decode' ? ID : null;
    },
    load(id) {
      return id === ID ? SOURCE : null;
    },
  };
}

/**
 * Character references in a page's text, decoded without the HTML spec's table of 2,231 names: the search worker's
 * page reader (worker-snippets.ts) parses with htmlparser2 and its entity decoding off, because that table, which its
 * tokenizer imports whatever the option, was 28 of the reader's 30 KB gzip (scripts/rollup-worker-entities.mjs leaves
 * it out of the worker's build). Sphinx (docutils) writes every other character as itself in UTF-8, so its pages use
 * numeric references and the few names below; a name not listed stays as written, in a snippet only.
 */

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad', copy: '\u00a9', reg: '\u00ae',
  trade: '\u2122', para: '\u00b6', sect: '\u00a7', middot: '\u00b7', hellip: '\u2026', ndash: '\u2013',
  mdash: '\u2014', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', laquo: '\u00ab',
  raquo: '\u00bb', times: '\u00d7', larr: '\u2190', rarr: '\u2192', bull: '\u2022', deg: '\u00b0', zwj: '\u200d',
  zwnj: '\u200c', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{1,31}));?/g;

/** A code point as the HTML spec's parser gives it: no NUL, no surrogate, nothing past U+10FFFF. */
function character(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return String.fromCodePoint(valid ? codePoint : 0xfffd);
}

export function decodePageText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference: string, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return character(Number.parseInt(decimal, 10));
    if (hex) return character(Number.parseInt(hex, 16));
    // A name needs its semicolon (the spec's few legacy names without one are not written by Sphinx).
    return reference.endsWith(';') && Object.hasOwn(NAMED, name!) ? NAMED[name!]! : reference;
  });
}

/**
 * The highlight half of the sanitizer (sanitize.ts re-exports it; security-and-performance.md §2): search highlights
 * (`<span>term</span>` markup) become `{text, hit}` segments that lit renders as text. Nothing is parsed into any
 * document, live or inert: this is a tokenizer over the string that yields text only, so no markup of a highlight can
 * ever become a node, and no Trusted Types sink (`DOMParser` is one) is touched. It lives apart from sanitize.ts so
 * that search, which needs only this, does not load DOMPurify.
 *
 * The text is what the HTML parser of an inert document would give as `textContent`, with the content of elements
 * that never show text to a reader left out (scripts, styles, templates, raw text, SVG and MathML), as DOMPurify did.
 * Text inside an open `<span>` or `<mark>` is a hit.
 */

/** Longest highlight we read; longer input is cut first (a cut tag is harmless: it is dropped, as a parser would). */
export const HIGHLIGHT_MAX_CHARS = 2_000;

export interface HighlightSegment {
  text: string;
  /** `true` when the server marked this text as a match. */
  hit: boolean;
}

/** Elements whose content is raw text up to their end tag (RCDATA for title and textarea, whose entities decode). */
const RAW = /^(?:script|style|xmp|iframe|noembed|noframes|title|textarea|plaintext)$/;
/** Elements whose whole content is left out: a template's is inert, SVG and MathML are never highlight text. */
const HIDDEN = /^(?:template|svg|math)$/;
/** The parser drops one newline right after these start tags. */
const LEADING_NEWLINE = /^(?:pre|listing|textarea)$/;
/** Legacy named references (decoded even without `;`): nbsp (U+00A0) to yuml (U+00FF) in order. */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro ' +
  'para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil ' +
  'Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave ' +
  'Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml ' +
  'igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute ' +
  'thorn yuml';
/**
 * References that need their `;`: the few a documentation highlighter writes. Anything else stays as written (the
 * full table of 2,231 names is not worth its 15 KB here).
 */
const WITH_SEMICOLON =
  "apos ' hellip … mdash — ndash – lsquo ‘ rsquo ’ ldquo “ rdquo ” bull • trade ™ euro € larr ← rarr → minus −";

let tables: {legacy: Map<string, string>; withSemicolon: Map<string, string>} | undefined;
/** Built on first use, so that importing this module (sanitize.ts re-exports it) does no work. */
function namedReferences(): NonNullable<typeof tables> {
  if (tables) return tables;
  const legacy = new Map(LATIN1.split(' ').map((name, index) => [name, String.fromCharCode(160 + index)]));
  for (const [name, char] of [['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['COPY', '©'], ['REG', '®']] as const) {
    legacy.set(name, char);
    legacy.set(name.toUpperCase(), char);
  }
  const words = WITH_SEMICOLON.split(' ');
  const withSemicolon = new Map(words.filter((_, index) => index % 2 === 0).map((name, index) => [name, words[index * 2 + 1]!]));
  return (tables = {legacy, withSemicolon});
}
/** What numeric references 0x80-0x9F mean (windows-1252), as the parser maps them. */
const C1 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\t' || char === '\f';
const isLetter = (char: string | undefined) => char !== undefined && /^[a-z]$/i.test(char);

const NUMERIC = /&#(?:x([\da-f]+)|(\d+));?/iy;
const NAME = /[\da-z]*/iy;

/** The character reference at `input[at] === '&'`: its text and where the text after it starts. */
function reference(input: string, at: number): [string, number] {
  NUMERIC.lastIndex = at;
  const numeric = NUMERIC.exec(input);
  if (numeric) {
    // Digits past any code point make a huge (or infinite) number: U+FFFD, like 0 and surrogates.
    const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
    const char =
      !code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : code >= 0x80 && code < 0xa0
          ? C1[code - 0x80]!
          : String.fromCodePoint(code);
    return [char, NUMERIC.lastIndex];
  }
  NAME.lastIndex = at + 1;
  const name = NAME.exec(input)![0];
  const {legacy, withSemicolon} = namedReferences();
  const exact = input[at + 1 + name.length] === ';' && (withSemicolon.get(name) ?? legacy.get(name));
  if (exact) return [exact, at + name.length + 2];
  // Without its `;`, the longest legacy name that starts the run wins (`&notit` is `¬it`).
  for (let length = Math.min(name.length, 6); length > 1; length--) {
    const char = legacy.get(name.slice(0, length));
    if (char) return [char, at + 1 + length];
  }
  return ['&', at + 1];
}

/**
 * The tag whose name starts at `at`: where its name ends, and where the tag ends (just past its `>`), or -1 when the
 * input ends inside it. Attribute values are skipped whole, so a `>` inside quotes does not end the tag.
 */
function scanTag(input: string, at: number): [number, number] {
  let cursor = at;
  const skipName = (stops: string) => {
    while (cursor < input.length && !isSpace(input[cursor]) && !stops.includes(input[cursor]!)) cursor++;
  };
  skipName('/>');
  const nameEnd = cursor;
  for (;;) {
    while (isSpace(input[cursor]) || input[cursor] === '/') cursor++;
    if (cursor >= input.length) return [nameEnd, -1];
    if (input[cursor] === '>') return [nameEnd, cursor + 1];
    // An attribute name (a leading `=` belongs to it), then perhaps `=` and a value.
    cursor++;
    skipName('/>=');
    while (isSpace(input[cursor])) cursor++;
    if (input[cursor] !== '=') continue;
    cursor++;
    while (isSpace(input[cursor])) cursor++;
    const quote = input[cursor];
    if (quote === '"' || quote === "'") {
      cursor = input.indexOf(quote, cursor + 1);
      if (cursor === -1) return [nameEnd, -1];
      cursor++;
    } else {
      skipName('>');
    }
  }
}

/** Where the raw text of `<name>` that ended at `from` stops: the start of its end tag, or the input's end. */
function rawTextEnd(input: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\t\\n\\f />]`, 'ig');
  pattern.lastIndex = from;
  return name === 'plaintext' ? input.length : (pattern.exec(input)?.index ?? input.length);
}

/** Closes the innermost open `name` of `open`, and everything opened inside it; nothing when none is open. */
function close(open: string[], name: string): void {
  const index = open.lastIndexOf(name);
  if (index !== -1) open.length = index;
}

/**
 * Splits a server highlight into text segments: text inside `<span>` or `<mark>` is a hit, everything else is plain,
 * including text that looks like markup once decoded (`&lt;script&gt;`). Render the result with lit text bindings.
 */
export function highlightSegments(html: string): HighlightSegment[] {
  const input = String(html ?? '')
    .slice(0, HIGHLIGHT_MAX_CHARS)
    .replace(/\r\n?/g, '\n');
  const segments: HighlightSegment[] = [];
  /** The open `span` and `mark` elements: text inside them is a hit. */
  const marks: string[] = [];
  /** The open templates, SVG and MathML elements: text inside them is never shown. */
  const hidden: string[] = [];
  const emit = (text: string) => {
    if (!text || hidden.length) return;
    const hit = marks.length > 0;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += text;
    else segments.push({text, hit});
  };

  for (let at = 0; at < input.length; ) {
    const char = input[at];
    if (char === '&') {
      const [text, next] = reference(input, at);
      emit(text);
      at = next;
    } else if (char !== '<') {
      let end = at;
      while (end < input.length && input[end] !== '<' && input[end] !== '&') end++;
      // The parser drops U+0000 from body text.
      emit(input.slice(at, end).replaceAll('\0', ''));
      at = end;
    } else {
      const closing = input[at + 1] === '/';
      const nameStart = at + (closing ? 2 : 1);
      if (isLetter(input[nameStart])) {
        const [nameEnd, end] = scanTag(input, nameStart);
        // The input ends inside the tag: a parser drops it, and there is nothing after it.
        if (end === -1) break;
        const name = input.slice(nameStart, nameEnd).toLowerCase();
        at = end;
        if (closing) {
          close(marks, name);
          close(hidden, name);
        } else if (HIDDEN.test(name)) {
          hidden.push(name);
        } else if (RAW.test(name)) {
          const stop = rawTextEnd(input, at, name);
          // A parser shows a title's text too, but a page title is no highlight text: only a textarea's.
          if (name === 'textarea') emit(decode(input.slice(at, stop).replace(/^\n/, '').replaceAll('\0', '\uFFFD')));
          at = stop;
        } else {
          if (LEADING_NEWLINE.test(name) && input[at] === '\n') at++;
          if (name === 'span' || name === 'mark') marks.push(name);
        }
      } else if (input.startsWith('</>', at)) {
        at += 3;
      } else if (input.startsWith('<!--', at)) {
        // `<!-->` and `<!--->` end where they start; otherwise at `-->` or `--!>`.
        const short = /^-?>/.exec(input.slice(at + 4, at + 6));
        const end = /--!?>/g;
        end.lastIndex = at + 4;
        at = short ? at + 4 + short[0].length : end.exec(input) ? end.lastIndex : input.length;
      } else if (hidden.length && input.startsWith('<![CDATA[', at)) {
        const end = input.indexOf(']]>', at);
        at = end === -1 ? input.length : end + 3;
      } else if (/^<[!?]|^<\/./s.test(input.slice(at, at + 3))) {
        // A doctype or a bogus comment: up to the next `>`.
        const end = input.indexOf('>', at);
        at = end === -1 ? input.length : end + 1;
      } else {
        // A `<` that opens nothing is text; Chromium's parser keeps a U+0000 right after it, as U+FFFD.
        const nul = input[at + 1] === '\0';
        emit(nul ? '<\uFFFD' : '<');
        at += nul ? 2 : 1;
      }
    }
  }
  return segments;
}

/** The text of RCDATA (a textarea's content): only its character references decode. */
function decode(text: string): string {
  let out = '';
  for (let at = 0; at < text.length; ) {
    const amp = text.indexOf('&', at);
    if (amp === -1) return out + text.slice(at);
    out += text.slice(at, amp);
    const [char, next] = reference(text, amp);
    out += char;
    at = next;
  }
  return out;
}

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

/**
 * Named references. Those a parser decodes even without `;` (legacy names): the markup characters and the short ones.
 * Then, needing their `;`, a few a documentation highlighter may write and every two-letter name. Short names are the
 * ones random text spells; anything else stays as written: the full table of 2,231 names costs 15 KB, more than
 * everything else in this module.
 */
const LEGACY =
  'amp & AMP & lt < LT < gt > GT > quot " QUOT " nbsp \u00a0 not ¬ shy \u00ad reg ® REG ® copy © COPY © deg ° uml ¨ yen ¥ eth ð ETH Ð';
const WITH_SEMICOLON =
  "apos ' hellip … mdash — ndash – lsquo ‘ rsquo ’ ldquo “ rdquo ” " +
  // Every two-letter name: random text spells these too.
  'ac ∾ af \u2061 ap ≈ dd ⅆ ee ⅇ eg ⪚ el ⪙ ge ≥ gg ≫ gl ≷ gE ≧ ic \u2063 ii ⅈ in ∈ it \u2062 le ≤ lg ≶ ll ≪ lE ≦ mp ∓ mu μ ne ≠ ni ∋ nu ν or ∨ oS Ⓢ pi π pm ± pr ≺ rx ℞ sc ≻ wp ℘ wr ≀ xi ξ DD ⅅ Gg ⋙ Gt ≫ Im ℑ Ll ⋘ Lt ≪ Mu Μ Nu Ν Or ⩔ Pi Π Pr ⪻ Re ℜ Sc ⪼ Xi Ξ';

let tables: [legacy: Map<string, string>, withSemicolon: Map<string, string>] | undefined;
/** Built on first use, so that importing this module (sanitize.ts re-exports it) does no work. */
function namedReferences(): NonNullable<typeof tables> {
  const pairs = (list: string) => {
    const words = list.split(' ');
    return new Map(words.filter((_, index) => index % 2 === 0).map((name, index) => [name, words[index * 2 + 1]!]));
  };
  return (tables ??= [pairs(LEGACY), pairs(WITH_SEMICOLON)]);
}
/** What numeric references 0x80-0x9F mean (windows-1252), as the parser maps them. */
const C1 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

/** Raw text up to the element's end tag (RCDATA for title and textarea, whose references decode); plaintext to the end. */
const RAW = /^(?:script|style|xmp|iframe|noembed|noframes|title|textarea|plaintext)$/;
/** Elements whose whole content is left out: a template's is inert, SVG and MathML are never highlight text. */
const HIDDEN = /^(?:template|svg|math)$/;

/*
 * The tokenizer's states as sticky patterns, each tried at the cursor. None can backtrack far: every repetition is of
 * disjoint alternatives, and the optional ends always match, so hostile input costs linear time.
 */
/**
 * A start or end tag: its name, then attributes (a name may start with `=`; a quoted value may hold `>`) up to `>`,
 * which is empty when the input ends first.
 */
const TAG = /<(\/?)([a-z][^\t\n\f />]*)(?:[\t\n\f /]+|[^\t\n\f />][^\t\n\f />=]*(?:[\t\n\f ]*=[\t\n\f ]*(?:"[^"]*"?|'[^']*'?|[^\t\n\f >]*))?)*(>?)/iy;
/** A comment: `<!-->` and `<!--->` end where they start, others at `-->` or `--!>` (or the input's end). */
const COMMENT = /<!--(?:-?>|[^]*?(?:--!?>|$))/y;
/** CDATA, a section of text only in SVG and MathML (whose text we leave out). */
const CDATA = /<!\[CDATA\[[^]*?(?:\]\]>|$)/y;
/** A doctype or a bogus comment (`<!x`, `<?x`, `</ x`): up to the next `>`. `</>` is nothing at all. */
const BOGUS = /<\/>|<(?:[!?]|\/[^>])[^>]*>?/y;
/**
 * A character reference: numeric (`&#60;`, `&#x3c;`, the `;` optional), or a run of letters and digits, a name or
 * one that starts with a legacy name, with its `;` if any. A lone `&` matches with an empty name and stays as it is.
 */
const REFERENCE = /&(?:#(?:x([\da-f]+)|(\d+));?|([\da-z]*)(;?))/gi;

/** Whether `pattern` matches at `at`; its `lastIndex` is then the end of the match. */
function matchAt(pattern: RegExp, input: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(input);
}

/** The text of one character reference (`REFERENCE`'s match and groups). */
function reference(whole: string, hex: string | undefined, decimal: string | undefined, name = '', semicolon = ''): string {
  if (hex || decimal) {
    // Digits past any code point make a huge (or infinite) number: U+FFFD, like 0 and surrogates.
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return !code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
      ? '\uFFFD'
      : code >= 0x80 && code < 0xa0
        ? C1[code - 0x80]!
        : String.fromCodePoint(code);
  }
  const [legacy, withSemicolon] = namedReferences();
  const exact = semicolon && (withSemicolon.get(name) ?? legacy.get(name));
  if (exact) return exact;
  // Without its `;`, the longest legacy name that starts the run wins (`&notit` is `¬it`); the rest stays text.
  for (let length = Math.min(name.length, 4); length > 1; length--) {
    const char = legacy.get(name.slice(0, length));
    if (char) return char + whole.slice(length + 1);
  }
  return whole;
}

/**
 * Text with its character references decoded; U+0000 becomes `nul` (dropped from body text, U+FFFD in RCDATA). No
 * reference decodes to U+0000 (`&#0;` is U+FFFD), so the NULs replaced afterwards are all the text's own.
 */
const decode = (text: string, nul: string): string => text.replace(REFERENCE, reference).replaceAll('\0', nul);

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
  /** Closes the innermost open `name` of `open` and everything opened inside it; nothing when none is open. */
  const close = (open: string[], name: string) => {
    const index = open.lastIndexOf(name);
    if (index !== -1) open.length = index;
  };

  for (let at = 0; at < input.length; ) {
    const lt = input.indexOf('<', at);
    if (lt !== at) {
      // Text up to the next tag; the parser drops U+0000 from body text.
      const end = lt === -1 ? input.length : lt;
      emit(decode(input.slice(at, end), ''));
      at = end;
      continue;
    }
    const tag = matchAt(TAG, input, at);
    if (tag) {
      // The input ends inside the tag: a parser drops it, and there is nothing after it.
      if (!tag[3]) break;
      at = TAG.lastIndex;
      const name = tag[2]!.toLowerCase();
      if (tag[1]) {
        close(marks, name);
        close(hidden, name);
      } else if (HIDDEN.test(name)) {
        hidden.push(name);
      } else if (RAW.test(name)) {
        const endTag = new RegExp(`</${name}[\\t\\n\\f />]`, 'gi');
        endTag.lastIndex = at;
        const stop = (name !== 'plaintext' && endTag.exec(input)?.index) || input.length;
        // A parser shows a title's text too, but a page title is no highlight text: only a textarea's.
        if (name === 'textarea') emit(decode(input.slice(at, stop).replace(/^\n/, ''), '\uFFFD'));
        at = stop;
      } else {
        // The parser drops one newline right after these start tags.
        if (/^(?:pre|listing)$/.test(name) && input[at] === '\n') at++;
        if (name === 'span' || name === 'mark') marks.push(name);
      }
      continue;
    }
    const skipped = [COMMENT, ...(hidden.length ? [CDATA] : []), BOGUS].find((pattern) => matchAt(pattern, input, at));
    if (skipped) {
      at = skipped.lastIndex;
    } else {
      // A `<` that opens nothing is text, and what follows it is read as text again: a U+0000 right after it is
      // dropped like any other in body text (HTML's tag open state reconsumes it in the data state, whose NUL the
      // tree builder ignores). Firefox does so; Chromium keeps it as U+FFFD, which the spec does not.
      emit('<');
      at += 1;
    }
  }
  return segments;
}

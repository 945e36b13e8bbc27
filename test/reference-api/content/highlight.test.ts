import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {escapeHtml} from '../../../src/reference-api/content/escape.js';
import {FRAGMENT_LENGTH, highlight} from '../../../src/reference-api/content/highlight.js';
import {normalizeTerm, tokenize, WORD_CHAR} from '../../../src/reference-api/content/tokenize.js';

const terms = (...words: string[]) => new Set(words);

describe('search highlights', () => {
  it('escapes & < > " \' / the way the hosting service does', () => {
    expect(escapeHtml(`a&b<c>"d'e/f`)).to.equal('a&amp;b&lt;c&gt;&quot;d&#x27;e&#x2F;f');
  });

  it('wraps every matched word in a plain span', () => {
    expect(highlight('Install the Sphinx theme with pip', terms('sphinx', 'pip'))).to.deep.equal([
      'Install the <span>Sphinx</span> theme with <span>pip</span>',
    ]);
  });

  it('answers [] when the field did not match', () => {
    expect(highlight('Install the theme', terms('sphinx'))).to.deep.equal([]);
    expect(highlight('Install the theme', terms())).to.deep.equal([]);
    expect(highlight('', terms('theme'))).to.deep.equal([]);
  });

  it('matches whole words only, case-insensitively', () => {
    expect(highlight('Themes and THEME', terms('theme'))).to.deep.equal(['Themes and <span>THEME</span>']);
  });

  it('escapes a script payload in the content and still highlights around it', () => {
    const payload = 'See <img src=x onerror=alert(1)> for the image loader';
    const [fragment] = highlight(payload, terms('image', 'img'));
    expect(fragment).to.equal(
      'See &lt;<span>img</span> src=x onerror=alert(1)&gt; for the <span>image</span> loader',
    );
    const probe = document.createElement('div');
    probe.innerHTML = fragment ?? '';
    expect(probe.querySelector('img')).to.equal(null);
    expect(probe.textContent).to.equal(payload);
  });

  it('cuts a long text to one fragment of about 100 characters around the first match, between words', () => {
    const words = Array.from({length: 80}, (_, index) => `word${index}`);
    words[50] = 'needle';
    const text = words.join(' ');
    const [fragment = ''] = highlight(text, terms('needle'));
    const visible = fragment.replace(/<\/?span>/g, '');
    expect(fragment).to.contain('<span>needle</span>');
    expect(visible.length).to.be.within(60, FRAGMENT_LENGTH + 10);
    expect(text).to.contain(visible.trim());
    expect(visible.trim().split(' ').every((word) => words.includes(word))).to.equal(true);
  });

  it('a fragment cut from a longer text starts at a word, not on the punctuation that ended the sentence before', () => {
    // The 30 characters kept before the match end inside a long word, so the cut moves to that word's end: onto the
    // punctuation after it.
    const longWord = 'Supercalifragilisticexpialidociousness';
    for (const lead of ['. ', ', ', '; ', ') ']) {
      const text = `Some words first, then ${longWord}${lead}The radius is the standard deviation of the kernel used to blur.`;
      const [fragment = ''] = highlight(text, terms('radius'));
      expect(fragment).to.match(/^The <span>radius<\/span>/, `after "${lead}"`);
    }
  });

  it('never cuts an identifier at an underscore', () => {
    const text = `Some words first, then gaussian_blur_with_a_very_long_identifier. The radius is the standard deviation of the Gaussian kernel, in pixels, applied to each channel.`;
    const [fragment = ''] = highlight(text, terms('radius'));
    expect(fragment).to.match(/^The <span>radius<\/span>/);
    const [late = ''] = highlight(`${'x '.repeat(60)}call pixelkit_filters_gaussian_blur with a radius`, terms('radius'));
    expect(late.replace(/<\/?span>/g, '')).not.to.match(/^_|[a-z]_$/);
  });

  it('never cuts an entity: the snippet is cut on text before escaping', () => {
    const text = `${'&'.repeat(150)} needle ${'<'.repeat(150)}`;
    const [fragment = ''] = highlight(text, terms('needle'));
    expect(fragment).to.contain('<span>needle</span>');
    expect(fragment.replace(/&amp;|&lt;|<\/?span>/g, '')).to.match(/^\s*needle\s*$/);
  });

  it('property: the output holds no tag but <span>/</span>, and its text is a piece of the input', () => {
    const wordish = fc.oneof(
      fc.constantFrom('img', 'script', 'span', 'onerror', 'alert', 'href', 'needle', 'a', 'b'),
      fc.string({maxLength: 8}),
      fc.constantFrom('<', '>', '&', '"', "'", '/', '</span>', '<span>', '<script>', '&lt;', ' ', '\n'),
    );
    fc.assert(
      fc.property(fc.array(wordish, {maxLength: 60}), fc.array(fc.constantFrom('img', 'span', 'needle', 'a', 'script'), {maxLength: 3}),
        (parts, matched) => {
          const text = parts.join('');
          for (const fragment of highlight(text, new Set(matched))) {
            const withoutSpans = fragment.replace(/<span>|<\/span>/g, '');
            expect(withoutSpans).not.to.contain('<');
            expect(withoutSpans).not.to.contain('>');
            const probe = document.createElement('div');
            probe.innerHTML = fragment;
            expect([...probe.querySelectorAll('*')].every((element) => element.localName === 'span')).to.equal(true);
            expect(text).to.contain(probe.textContent ?? '');
          }
        }),
      {numRuns: 300},
    );
  });

  it('property: marks exactly the whole-word, case-insensitive matches of the terms (any script, astral letters too)', () => {
    // The oracle is the definition: the words of the text (runs of word characters) whose normalized form (NFKC, case
    // and diacritics folded: text-terms.ts) is a term, as they stand in the text.
    const spans = (text: string, terms: Set<string>) =>
      [...text.matchAll(new RegExp(`${WORD_CHAR}+`, 'gu'))].map((match) => match[0]).filter((word) => {
        const term = normalizeTerm(word);
        return term !== '' && terms.has(term);
      });
    // JavaScriptCore's lookbehind does not see an astral letter before a match (WebKitGTK 2.50: /(?<!\p{L})σ/u
    // matches in '𐐨σ'), so there the oracle is wrong for astral letters, and they are left out of its texts.
    const lookbehindSeesAstral = !new RegExp(`(?<!${WORD_CHAR})σ`, 'u').test('\u{10428}σ');
    const astral = lookbehindSeesAstral ? ['\u{1D400}', '\u{10400}', '\u{10428}'] : [];
    const letter = fc.constantFrom('a', 'A', 'b', 'é', 'É', 'ß', 'ſ', 's', 'S', 'K', 'k', 'İ', 'i', 'ı', 'σ', 'Σ', 'ς',
      '\u0301', '1', '_', '.', ' ', '-', '<', '&', ...astral);
    fc.assert(
      fc.property(fc.array(letter, {maxLength: 90}), fc.nat(), (chars, seed) => {
        const text = chars.join('');
        const words = tokenize(text).map(normalizeTerm);
        const terms = new Set(words.filter((_, index) => (index + seed) % 3 === 0));
        const [fragment = ''] = highlight(text, terms, 1000);
        const marked = [...fragment.matchAll(/<span>(.*?)<\/span>/g)].map((match) => match[1]);
        const expected = terms.size > 0 ? spans(text, terms).map((word) => escapeHtml(word)) : [];
        expect(marked).to.deep.equal(expected);
      }),
      // Where toLowerCase and the pattern's case folding disagree, as CI runs found: 'İ' lowercases to 'i̇', which the
      // pattern does not match to it (Firefox); 'ſ' stays 'ſ', which the pattern matches to 's' (WebKit).
      // And a term after an astral letter, which `${WORD_CHAR}$` misses in Chromium 156 and Firefox ESR 153 (CI runs).
      {numRuns: 500, examples: [[['İ', '-', 'a', '&', 'a', '&', 'a'], 0], [['s', '.', 'ſ'], 0],
        ...(lookbehindSeesAstral ? [[['σ', '.', '\u{10428}', 'σ'], 0], [['\u{10400}', '&', '\u{10428}', '\u{10428}'], 0]] as [string[], number][] : [])]},
    );
  });
});

/**
 * The one catalogue loader, for every widget and every language but English (whose strings are code in each element's
 * `strings.ts`): which catalogue serves a page's `lang`, loading its chunk once, and how its messages become text
 * (`{name}` placeholders, numbers through `Intl.NumberFormat`, plural forms `{one: …, other: …}` keyed by
 * `Intl.PluralRules` categories). Each widget part (search-, preview-, versions-catalogue.ts) gives it only what is
 * its own: the import of each language's chunk (a literal path per language, so that the build can name the chunks)
 * and how its catalogue becomes the element's strings. Only a page in another language than English loads this.
 */

/** One message: text with `{name}` placeholders, or its plural forms by category (`other` always there). */
export type Message = string | ({other: string} & Partial<Record<Intl.LDMLPluralRule, string>>);

/** What every part of a catalogue says about itself. */
export interface CatalogueHeader {
  /** The BCP 47 locale the numbers and plural rules follow, e.g. `pt-BR`. */
  locale: string;
  /**
   * `machine-made: review wanted` for a translation no native speaker has reviewed yet; `reviewed` once one has.
   */
  review: 'machine-made: review wanted' | 'reviewed';
}

/** Formats a message: `{name}` placeholders filled from `values`; `count` picks the plural form. */
export type Format = (message: Message, values?: Record<string, string | number>, count?: number) => string;

/** Each language's catalogue chunk of one widget part, by lower-case tag (`fr`, `pt-br`, `zh-cn`). */
export type CatalogueChunks<C> = Record<string, () => Promise<{default: C}>>;

/** A part's catalogues loaded or loading, by their chunk's import: the switcher and the warning share theirs. */
const loaded = new Map<() => Promise<{default: unknown}>, Promise<unknown>>();

/** `language`'s catalogue among `chunks` (loaded once per page); undefined when none serves it. */
export function loadCatalogue<C>(language: string, chunks: CatalogueChunks<C>): Promise<C | undefined> {
  const tag = matchCatalogue(language, Object.keys(chunks));
  if (!tag) return Promise.resolve(undefined);
  const load = chunks[tag]!;
  if (!loaded.has(load)) loaded.set(load, load().then((module) => module.default));
  return loaded.get(load) as Promise<C>;
}

/**
 * A widget part's loader: `language`'s catalogue made into the element's strings by `adapt` (with a formatter in the
 * catalogue's locale); undefined when there is none for it.
 */
export const catalogueLoader =
  <C extends CatalogueHeader, T>(chunks: CatalogueChunks<C>, adapt: (catalogue: C, format: Format, english: T) => T) =>
  async (language: string, english: T): Promise<T | undefined> => {
    const catalogue = await loadCatalogue(language, chunks);
    return catalogue && adapt(catalogue, formatter(catalogue.locale), english);
  };

/** Formats messages in one locale: `format(message, values, count)`; `count` picks the plural form. */
export function formatter(locale: string): Format {
  const plural = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  return (message, values = {}, count = 0) => {
    const text = typeof message === 'string' ? message : (message[plural.select(count)] ?? message.other);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : typeof value === 'number' ? number.format(value) : value;
    });
  };
}

/**
 * The catalogue that best serves `language` (a `lang` value, lower case) among `available` (lower-case tags such as
 * `fr`, `pt-br`, `zh-cn`): the tag itself, then Chinese by script or region (Hant, TW, HK, MO read traditional
 * characters; any other Chinese simplified), then the language alone (`fr-CA` → `fr`, `pt-PT` → `pt-br`, the one
 * Portuguese). Old codes (`iw`, `in`) are read as today's (`he`, `id`). Undefined: no catalogue, English stays.
 */
export function matchCatalogue(language: string, available: readonly string[]): string | undefined {
  const tag = language.replace(/_/g, '-').toLowerCase();
  if (available.includes(tag)) return tag;
  const [primary = '', ...rest] = tag.split('-');
  const base = ({iw: 'he', in: 'id'} as Record<string, string>)[primary] ?? primary;
  if (base === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) && !rest.includes('hans');
    const chosen = traditional ? 'zh-tw' : 'zh-cn';
    return available.includes(chosen) ? chosen : undefined;
  }
  return available.find((candidate) => candidate === base || candidate.startsWith(`${base}-`));
}

/**
 * How a catalogue's messages become text, for every language but English (whose strings are code in each element's
 * `strings.ts`): `{name}` placeholders, numbers through `Intl.NumberFormat`, plural forms (`{one: …, other: …}`, keyed
 * by `Intl.PluralRules` categories) chosen by `Intl.PluralRules`; and which catalogue serves a page's `lang`.
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

/** Formats messages in one locale: `format(message, values, count)`; `count` picks the plural form. */
export function formatter(locale: string): (message: Message, values?: Record<string, string | number>, count?: number) => string {
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

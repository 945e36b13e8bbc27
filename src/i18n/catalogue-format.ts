/**
 * How a catalogue's messages become text, for every widget part and every language but English (whose strings are code
 * in each element's `strings.ts`): `{name}` placeholders filled, numbers written in the page's language, plural forms
 * `{one: …, other: …}` chosen by `Intl.PluralRules`. In the script-tag build it is part of each language's one file
 * (load-part.ts), so it is written to be small: it is in every translation's first use.
 */

/**
 * One message: text with `{name}` placeholders, or its plural forms by category. `other` is always there and serves
 * every category left out: a form that would say the same as `other` is left out (Russian `few` for pages: both
 * «страницы»), since each one is bytes in every reader's download.
 */
export type Message = string | ({other: string} & Partial<Record<Intl.LDMLPluralRule, string>>);

/** What every part of a catalogue says about itself. */
export interface CatalogueHeader {
  /**
   * `machine-made: review wanted` for a translation no native speaker has reviewed yet; `reviewed` once one has. For
   * translators, not readers: the script-tag build leaves it out of the file it serves.
   */
  review: 'machine-made: review wanted' | 'reviewed';
}

/** Formats a message: `{name}` placeholders filled from `values`; `count` picks the plural form (of a plural message). */
export type Format = (message: Message, values: Record<string, string | number>, count?: number) => string;

/**
 * Formats messages in the language `tag` names (a catalogue's tag: `fr`, `pt-br`, `zh-tw`, each a BCP 47 locale that
 * `Intl` reads in any case): `format(message, values, count)`; `count` picks the plural form, and a number is written
 * as the language writes it. One `Intl.NumberFormat` for all: `toLocaleString(tag)` builds one on every call, and the
 * search counts its results twice on every key typed (issue 29).
 */
export function formatter(tag: string): Format {
  const plural = new Intl.PluralRules(tag);
  const number = new Intl.NumberFormat(tag);
  return (message, values, count = 0) =>
    (typeof message === 'string' ? message : (message[plural.select(count)] ?? message.other)).replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return typeof value === 'number' ? number.format(value) : (value ?? whole);
    });
}

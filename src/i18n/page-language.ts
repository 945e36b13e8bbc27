/**
 * The language of the text an element sits in, and which catalogue serves it. Kept tiny: every widget's first use
 * carries it, English pages included (they run `languageOf` and `isEnglish` and load nothing more).
 */

/**
 * The closest `lang` around an element (its own, an ancestor's, then `<html lang>`), lower case; empty when nothing
 * says (or for an element inside another component's shadow tree, which no `lang` outside reaches).
 */
export const languageOf = (element: Element): string => (element.closest('[lang]')?.getAttribute('lang') ?? '').trim().toLowerCase();

/** English (or nothing said): the strings in the code serve, and no catalogue loads. */
export const isEnglish = (language: string): boolean => /^(en\b|$)/.test(language);

/**
 * The languages with a catalogue (src/i18n/catalogue/<tag>/), as lower-case tags: those the Python docs are translated
 * into, then German, Russian, Arabic and Hebrew.
 */
export const CATALOGUE_LANGUAGES = 'fr ja ko zh-cn zh-tw es pt-br it tr pl uk id de ru ar he'.split(' ');

/**
 * The catalogue that best serves `language` (a `lang` value, lower case): the tag itself, then Chinese by script or
 * region (Hant, TW, HK, MO read traditional characters; any other Chinese simplified), then the language alone
 * (`fr-ca` → `fr`, `pt-pt` → `pt-br`, the one Portuguese). Old codes (`iw`, `in`) are read as today's (`he`, `id`).
 * Undefined: no catalogue, English stays.
 */
export function catalogueTag(language: string): string | undefined {
  const tag = language.replace(/_/g, '-');
  const [primary = '', ...rest] = tag.split('-');
  const base = ({iw: 'he', in: 'id'} as Record<string, string>)[primary] ?? primary;
  if (base === 'zh') return rest.some((part) => /^(hant|tw|hk|mo)$/.test(part)) && !rest.includes('hans') ? 'zh-tw' : 'zh-cn';
  return CATALOGUE_LANGUAGES.find((candidate) => candidate === tag) ?? CATALOGUE_LANGUAGES.find((candidate) => candidate.split('-')[0] === base);
}

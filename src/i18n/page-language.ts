/**
 * The language of the text an element sits in: the closest `lang` around it (its own, an ancestor's, then
 * `<html lang>`), lower case; empty when nothing says (or for an element inside another component's shadow tree,
 * which no `lang` outside reaches). Kept tiny: every widget's first use carries it, English pages included.
 */
export const languageOf = (element: Element): string => (element.closest('[lang]')?.getAttribute('lang') ?? '').trim().toLowerCase();

/** English (or nothing said): the strings in the code serve, and no catalogue loads. */
export const isEnglish = (language: string): boolean => /^(en\b|$)/.test(language);

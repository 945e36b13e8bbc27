/**
 * The language of the text an element sits in: its own or its closest ancestor's `lang` (across shadow roots, so an
 * element inside another component's shadow tree reads the page around that component), then `<html lang>`. Empty
 * when nothing says. Kept tiny: every widget's first use carries it, English pages included.
 */
export function languageOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) {
    const lang = node.getAttribute('lang');
    if (lang !== null) return lang.trim().toLowerCase();
  }
  return '';
}

/** English (or nothing said): the strings in the code serve, and no catalogue loads. */
export const isEnglish = (language: string): boolean => !language || /^en(?:$|[-_])/.test(language);

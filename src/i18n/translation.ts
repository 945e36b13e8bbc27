/**
 * The strings a widget shows in the page's language, as a reactive controller: English (the defaults in the element's
 * own `strings.ts`) until the catalogue of the element's language has loaded, then that catalogue's. An English page
 * loads nothing more and runs only the language check (this module is in every widget's first use, so it stays
 * tiny); another language loads its part's loader and one small catalogue chunk (src/i18n/*-catalogue.ts). The
 * element's `strings` property still overrides any key, over either (withOverrides).
 */
import type {ReactiveControllerHost} from 'lit';
import {catalogueTag, isEnglish, languageOf} from './page-language.js';

/** Loads the catalogue `tag` (page-language.ts) as the element's strings, over `english`. */
export type CatalogueLoader<T> = (tag: string, english: T) => Promise<T>;

export class Translation<T extends object> {
  /** The defaults in the page's language (the English ones until its catalogue has loaded, or when there is none). */
  strings: T;

  constructor(host: ReactiveControllerHost & Element, english: T, load: CatalogueLoader<T>) {
    this.strings = english;
    let asked = '';
    const use = (strings: T) => {
      if (strings !== this.strings) host.requestUpdate();
      this.strings = strings;
    };
    host.addController({
      // Read on each connection: an element moved into another language's part of the page follows it.
      hostConnected: () => {
        const language = languageOf(host);
        if (language === asked) return;
        asked = language;
        const tag = isEnglish(language) ? undefined : catalogueTag(language);
        if (!tag) use(english);
        // A catalogue that fails to load leaves the English strings: the widget still works.
        else void load(tag, english).then((strings) => asked === language && use(strings), () => {});
      },
    });
  }
}

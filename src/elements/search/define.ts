import {defineElement} from '../../internal/define-element.js';
import {DocsSearchElement} from './docs-search.js';

/** Registers `<docs-search>` in `registry` (the global one by default); a second call keeps the first definition. */
export function defineDocsSearch(registry: CustomElementRegistry = customElements): void {
  defineElement('docs-search', DocsSearchElement, registry);
}

defineDocsSearch();

declare global {
  interface HTMLElementTagNameMap {
    'docs-search': DocsSearchElement;
  }
}

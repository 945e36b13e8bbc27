import {defineElement} from '../../internal/define-element.js';
import {DocsVersionWarningElement} from './docs-version-warning.js';

/** Registers `<docs-version-warning>` in `registry` (the global one by default); a second call keeps the first. */
export function defineDocsVersionWarning(registry: CustomElementRegistry = customElements): void {
  defineElement('docs-version-warning', DocsVersionWarningElement, registry);
}

defineDocsVersionWarning();

declare global {
  interface HTMLElementTagNameMap {
    'docs-version-warning': DocsVersionWarningElement;
  }
}

import {defineElement} from '../../internal/define-element.js';
import {DocsVersionSwitcherElement} from './docs-version-switcher.js';

/** Registers `<docs-version-switcher>` in `registry` (the global one by default); a second call keeps the first. */
export function defineDocsVersionSwitcher(registry: CustomElementRegistry = customElements): void {
  defineElement('docs-version-switcher', DocsVersionSwitcherElement, registry);
}

defineDocsVersionSwitcher();

declare global {
  interface HTMLElementTagNameMap {
    'docs-version-switcher': DocsVersionSwitcherElement;
  }
}

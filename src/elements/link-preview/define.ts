import {defineElement} from '../../internal/define-element.js';
import {DocsLinkPreviewElement} from './docs-link-preview.js';

/** Registers `<docs-link-preview>` in `registry` (the global one by default); a second call keeps the first definition. */
export function defineDocsLinkPreview(registry: CustomElementRegistry = customElements): void {
  defineElement('docs-link-preview', DocsLinkPreviewElement, registry);
}

defineDocsLinkPreview();

declare global {
  interface HTMLElementTagNameMap {
    'docs-link-preview': DocsLinkPreviewElement;
  }
}

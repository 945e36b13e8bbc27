/**
 * The link-preview part of the script-tag bundle, loaded on the reader's first intent: registers
 * `<docs-link-preview>` and, in zero-config mode, adds one watching the theme's main content, then hands it the
 * link the reader is on.
 */
import '../../elements/link-preview/define.js';
import type {DocsLinkPreviewElement} from '../../elements/link-preview/docs-link-preview.js';
import {isSphinxPage} from '../../sources/static/recognise.js';
import type {SharedConfig} from '../widget.js';
import {configureElement} from './configure.js';

export interface LinkPreviewMount {
  config: SharedConfig;
  scope: Element;
  selector: string | undefined;
  /** The link the reader showed intent on while this part loaded. */
  link: HTMLAnchorElement;
  how: 'hover' | 'focus';
  /** Where the pointer was, for handing a hover over. */
  pointer?: {x: number; y: number};
}

let element: DocsLinkPreviewElement | undefined;

/** A selector that finds exactly `scope`: the element's `scope` attribute is a selector, not a node. */
function selectorFor(scope: Element): string {
  if (scope.id) return `#${CSS.escape(scope.id)}`;
  scope.setAttribute('data-docs-widgets-scope', '');
  return '[data-docs-widgets-scope]';
}

export async function mountLinkPreview(mount: LinkPreviewMount): Promise<void> {
  if (!element) {
    element = configureElement(document.createElement('docs-link-preview'), mount.config);
    element.scope = selectorFor(mount.scope);
    if (mount.selector) element.selector = mount.selector;
    // Sphinx output, by the markers the eager part already reads (recognise.ts): the embed endpoint then knows
    // Sphinx's markup (a `<dt>` signature comes with its description).
    if (isSphinxPage(document)) element.doctool = 'sphinx';
    document.body.append(element);
    await element.updateComplete;
  }
  const {link} = mount;
  if (mount.how === 'focus') {
    if (link.ownerDocument.activeElement === link) element.showPreview(link);
    return;
  }
  // The element's listeners were not there when the pointer arrived: tell them it is still on the link, so the
  // usual hover rules (rest, delay, grace on leaving) apply from here.
  if (link.matches(':hover')) {
    link.dispatchEvent(
      new PointerEvent('pointerover', {
        bubbles: true,
        composed: true,
        pointerType: 'mouse',
        clientX: mount.pointer?.x ?? 0,
        clientY: mount.pointer?.y ?? 0,
      }),
    );
  }
}

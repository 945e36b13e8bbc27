/**
 * `<docs-link-preview>` on the script tag: the first hover dwell or keyboard focus on a cross-reference in the
 * main content loads the element, which then previews that link.
 */
import {watchPreviewIntent} from '../eager/preview-intent.js';
import {findMainContent} from '../themes.js';
import {defineWidget} from '../widget.js';

export interface LinkPreviewConfig {
  /** Which links get previews; the element's own default (Sphinx and MkDocs internal references) when unset. */
  selector: string | undefined;
  /** The container whose links get previews; the theme's main content when unset. */
  scope: string | undefined;
}

export const linkPreview = defineWidget({
  name: 'linkPreview',
  tag: 'docs-link-preview',
  chunk: () => import('../lazy/link-preview.js'),
  serviceFeature: 'linkpreviews',
  options: {selector: undefined, scope: undefined} as LinkPreviewConfig,
  attributes: {selector: 'linkPreviewSelector', scope: 'linkPreviewScope'},
  mount({doc, config, options: {scope: scopeSelector, selector}, load}) {
    const scope = findMainContent(doc, scopeSelector);
    if (!scope) return;
    watchPreviewIntent({
      scope,
      selector,
      onIntent: (link, how, pointer) => {
        load()
          .then((part) => part.mountLinkPreview({config, scope, selector, link, how, pointer}))
          .catch(() => {});
      },
    });
  },
});

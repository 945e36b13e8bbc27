/**
 * `<docs-search>` on the script tag: hotkeys and the theme's own search field open it; a page without a search
 * field gets a button of ours. The dialog loads on that first use.
 */
import {createSearchButton} from '../eager/search-button.js';
import {SearchTrigger, type OpenRequest, type SearchConfig} from '../eager/search-trigger.js';
import {defineWidget} from '../widget.js';

export type {SearchConfig};

export const search = defineWidget({
  name: 'search',
  tag: 'docs-search',
  chunk: () => import('../lazy/search.js'),
  options: {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined} as SearchConfig,
  attributes: {hotkeys: 'hotkeys', bindThemeSearch: 'themeSearch', themeSearchSelector: 'themeSearchSelector'},
  mount({doc, config, options, load}) {
    const open = (request: OpenRequest) => load().then((part) => part.openSearch(request, {config, trigger}));
    const trigger: SearchTrigger = new SearchTrigger({config: options, doc, open});
    // Without a search field of the theme's own, the reader gets a button of ours.
    if (!trigger.themeSearch()) {
      createSearchButton(doc, options.hotkeys, (button) => {
        open({query: '', trigger: button}).catch(() => {});
      });
    }
  },
});

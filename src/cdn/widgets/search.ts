/**
 * `<docs-search>` on the script tag: hotkeys and the theme's own search field open it; a page without a search
 * field gets a button of ours. The dialog loads on that first use.
 */
import {readDeepLink} from '../../elements/search/deep-link.js';
import {loadPart} from '../eager/loader.js';
import {searchTrigger, type OpenRequest, type SearchConfig, type SearchTrigger} from '../eager/search-trigger.js';
import {defineWidget} from '../widget.js';

export type {SearchConfig};

export const search = defineWidget({
  name: 'search',
  tag: 'docs-search',
  chunk: () => import('../lazy/search.js'),
  serviceFeature: 'search',
  options: {hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined, strings: {}} as SearchConfig,
  attributes: {hotkeys: 'hotkeys', bindThemeSearch: 'themeSearch', themeSearchSelector: 'themeSearchSelector'},
  mount({doc, config, options, load}) {
    const open = (request: OpenRequest) => load().then((part) => part.openSearch(request, {config, trigger, strings: options.strings}));
    const trigger: SearchTrigger = searchTrigger({config: options, open});
    // Without a search field of the theme's own, the reader gets a button of ours: a small chunk of its own, so the
    // pages whose theme has a field (most) do not pay for its markup and styles in the eager part.
    // Whether the theme shows a field is a layout question (`getClientRects`), asked once the page has painted a frame.
    // Asked at once, in the task our module runs in, it forced the page's first style and layout into that task when
    // the browser had not laid the page out yet: on Debian's Python docs' functions.html, in 6 Lighthouse loads of 18, a
    // 170 ms task (unthrottled; 150 ms of it the page's own style and layout) that Lighthouse named after our script,
    // simulated at 309-339 ms: 197-290 ms of blocking time, LCP +170-185 ms. After a frame the layout is done and the
    // question costs nothing; the button's chunk is fetched after it either way.
    requestAnimationFrame(() => setTimeout(() => {
      if (trigger.themeSearch()) return;
      void loadPart('search-button', () => import('../lazy/search-button.js')).then(
        ({createSearchButton}) => createSearchButton(doc, options.hotkeys, () => {
          open({query: ''}).catch(() => {});
        }, options.strings?.trigger),
        // Reported by the loader; the hotkeys still open the search.
        () => {},
      );
    }));
    // A `?q=` link (or a reload of a page the search wrote it to) reopens the search with its query.
    const deepLinked = readDeepLink(location.href, 'q');
    if (deepLinked) open({query: deepLinked}).catch(() => trigger.release(deepLinked));
  },
});

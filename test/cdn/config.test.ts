import {expect} from '@open-wc/testing';
import {findOwnScript, readConfig} from '../../src/cdn/config.js';

const script = (attributes: Record<string, string>) => {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe('script-tag configuration', () => {
  it('turns every widget on by default, with "/ mod+k" hotkeys and the theme search bound', () => {
    const config = readConfig(undefined, null);
    expect(config.search).to.deep.equal({hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined, strings: {}});
    expect(config.linkPreview).to.deep.equal({selector: undefined, scope: undefined});
    expect(config.versionSwitcher).to.deep.equal({container: undefined});
    expect(config.versionWarning).to.equal(true);
    expect(config.apiBase).to.equal(undefined);
  });

  it("reads a static site's versions file from the tag, over the global object", () => {
    expect(readConfig({versionsUrl: '/a.json'}, null).versionsUrl).to.equal('/a.json');
    expect(readConfig({versionsUrl: '/a.json'}, script({'data-versions-url': '/switcher.json'})).versionsUrl).to.equal('/switcher.json');
    expect(readConfig({versionsUrl: 42}, null).versionsUrl).to.equal(undefined);
    expect(readConfig(undefined, null).staticWorkerUrl).to.equal(undefined);
  });

  it('reads a same-origin copy of the search worker from the tag, over the global object', () => {
    expect(readConfig({workerUrl: '/w.js'}, null).workerUrl).to.equal('/w.js');
    expect(readConfig({workerUrl: '/w.js'}, script({'data-worker-url': '/_static/search-worker.js'})).workerUrl)
      .to.equal('/_static/search-worker.js');
    expect(readConfig({workerUrl: {}}, null).workerUrl).to.equal(undefined);
  });

  it('reads the global object, where false switches a widget off', () => {
    const fetch = async () => new Response('{}');
    const config = readConfig(
      {apiBase: 'https://api.example', apiVersion: 2, search: {hotkeys: '/'}, linkPreview: false, fetch},
      null,
    );
    expect(config.apiBase).to.equal('https://api.example');
    expect(config.apiVersion).to.equal('2');
    expect(config.search && config.search.hotkeys).to.equal('/');
    expect(config.linkPreview).to.equal(false);
    expect(config.fetch).to.equal(fetch);
  });

  it('lets data attributes on the script tag override the global object', () => {
    const config = readConfig(
      {search: {hotkeys: '/'}, versionSwitcher: {container: '#a'}},
      script({'data-hotkeys': 'mod+k', 'data-version-switcher-container': '#b', 'data-link-preview': 'off', 'data-project': 'p'}),
    );
    expect(config.search && config.search.hotkeys).to.equal('mod+k');
    expect(config.versionSwitcher && config.versionSwitcher.container).to.equal('#b');
    expect(config.linkPreview).to.equal(false);
    expect(config.project).to.equal('p');
  });

  it('accepts off, false, 0 and no to switch a widget off, and an empty hotkeys attribute to drop hotkeys', () => {
    for (const value of ['off', 'false', '0', 'no', 'OFF']) {
      expect(readConfig(undefined, script({'data-search': value})).search, value).to.equal(false);
    }
    const config = readConfig(undefined, script({'data-hotkeys': ''}));
    expect(config.search && config.search.hotkeys).to.equal('');
  });

  it('ignores fields of the wrong type instead of passing them on', () => {
    const config = readConfig({search: {hotkeys: 42, bindThemeSearch: 'yes', strings: 'Suche'}, apiBase: {}, fetch: 'nope'}, null);
    expect(config.search).to.deep.equal({hotkeys: '/ mod+k', bindThemeSearch: true, themeSearchSelector: undefined, strings: {}});
    expect(config.apiBase).to.equal(undefined);
    expect(config.fetch).to.equal(undefined);
    // The search's `strings` (its replacements, docs/languages.md) is an object, passed on as given.
    const strings = {trigger: 'Suche'};
    expect(readConfig({search: {strings}}, null).search && (readConfig({search: {strings}}, null).search as {strings: unknown}).strings).to.equal(strings);
  });

  it('finds its own script tag by resolved URL (module scripts have no currentScript)', () => {
    const element = script({src: '/some/path/docs-widgets.js'});
    document.head.append(element);
    try {
      expect(findOwnScript(new URL('/some/path/docs-widgets.js', location.href).href)).to.equal(element);
      expect(findOwnScript('https://elsewhere.example/docs-widgets.js')).to.equal(null);
    } finally {
      element.remove();
    }
  });
});

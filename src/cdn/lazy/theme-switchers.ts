/**
 * Themes that have a version switcher of their own, fed by the same file ours would read (issue 26): two switchers on
 * one page is one too many. Zero-config's switcher stands down there, as it does beside the hosting service's flyout
 * (eager/service-addons.ts), and the console says once how to get ours instead. Only the versions chunk needs this.
 */

/** A theme's own switcher: how it is recognised on a page, and what the console tells the maintainer. */
type ThemeSwitcher = [name: string, present: (doc: Document) => boolean, remedy: string];

const THEME_SWITCHERS: ThemeSwitcher[] = [
  [
    // mkdocs-material with `extra.version.provider: mike`: its header menu (.md-version) reads mike's versions.json.
    // The setting is in the theme's configuration block, which Material writes into every page.
    "mkdocs-material's (extra.version.provider: mike)",
    (doc) => {
      try {
        const config = JSON.parse(doc.querySelector('script#__config')?.textContent ?? '{}') as {version?: {provider?: unknown}};
        return config.version?.provider === 'mike';
      } catch {
        return false;
      }
    },
    'remove extra.version.provider from mkdocs.yml',
  ],
  [
    // pydata-sphinx-theme with `html_theme_options["switcher"]`: its navbar dropdown reads switcher.json. The theme
    // writes the container into the page (0.10+), and names the file in DOCUMENTATION_OPTIONS.
    "pydata-sphinx-theme's (html_theme_options['switcher'])",
    (doc) =>
      !!doc.querySelector('.version-switcher__container') ||
      !!(doc.defaultView as {DOCUMENTATION_OPTIONS?: {theme_switcher_json_url?: unknown}} | null)?.DOCUMENTATION_OPTIONS
        ?.theme_switcher_json_url,
    `remove "version-switcher" from the navbar templates in conf.py`,
  ],
];

/**
 * Whether the theme shows its own version switcher on this page; if so, says once in the console which one and how to
 * get ours instead.
 */
export function themeSwitcherStandsIn(doc: Document): boolean {
  const found = THEME_SWITCHERS.find(([, present]) => present(doc));
  if (found) {
    console.info(
      `docs-widgets: the theme shows its own version switcher here, ${found[0]}, so ours stands down (to use ours, ` +
        `${found[2]}, or place <docs-version-switcher> in the page).`,
    );
  }
  return !!found;
}

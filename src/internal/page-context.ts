/** What the page tells about itself through the hosting service's meta tags. */
export interface PageContext {
  project: string | undefined;
  version: string | undefined;
  language: string | undefined;
  resolverFilename: string | undefined;
}

/** Each field's meta tag, after `readthedocs-`. */
const META_NAMES: Record<keyof PageContext, string> = {
  project: 'project-slug',
  version: 'version-slug',
  language: 'language',
  resolverFilename: 'resolver-filename',
};

/**
 * One field of the page's context, from the page's `<head>`, where the service puts its meta tags (and where the HTML
 * parser puts a `<meta>` that comes before the content). Widgets ask on every render, and a tag the page lacks cost a
 * walk of the whole document when looked for everywhere: about 170 ms over a query's twelve keys at 4x CPU throttling
 * on the Python docs' 1 MB `library/os.html` (a profile, issue 29); the head is a few dozen elements.
 */
export const readPageField = (doc: Document, field: keyof PageContext): string | undefined =>
  (doc.head ?? doc).querySelector<HTMLMetaElement>(`meta[name="readthedocs-${META_NAMES[field]}"]`)?.content.trim() ||
  (field === 'language' && doc.documentElement.lang) ||
  undefined;

export const readPageContext = (doc: Document = document): PageContext =>
  Object.fromEntries(Object.keys(META_NAMES).map((field) => [field, readPageField(doc, field as keyof PageContext)])) as unknown as PageContext;

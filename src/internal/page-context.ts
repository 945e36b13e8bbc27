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
 * One field of the page's context. A meta tag the page lacks costs a walk of the whole document (thousands of
 * elements on a long reference page), and widgets ask on every render: a caller that needs one field reads that one.
 */
export const readPageField = (doc: Document, field: keyof PageContext): string | undefined =>
  doc.querySelector<HTMLMetaElement>(`meta[name="readthedocs-${META_NAMES[field]}"]`)?.content.trim() ||
  (field === 'language' && doc.documentElement.lang) ||
  undefined;

export const readPageContext = (doc: Document = document): PageContext =>
  Object.fromEntries(Object.keys(META_NAMES).map((field) => [field, readPageField(doc, field as keyof PageContext)])) as unknown as PageContext;

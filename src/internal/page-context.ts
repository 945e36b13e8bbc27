/** What the page tells about itself through the hosting service's meta tags. */
export interface PageContext {
  project: string | undefined;
  version: string | undefined;
  language: string | undefined;
  resolverFilename: string | undefined;
}

const META_NAMES: Record<keyof PageContext, string> = {
  project: 'readthedocs-project-slug',
  version: 'readthedocs-version-slug',
  language: 'readthedocs-language',
  resolverFilename: 'readthedocs-resolver-filename',
};

/**
 * One field of the page's context. A meta tag the page lacks costs a walk of the whole document (thousands of
 * elements on a long reference page), and widgets ask on every render: a caller that needs one field reads that one.
 */
export function readPageField(doc: Document, field: keyof PageContext): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${META_NAMES[field]}"]`)?.content.trim();
  if (value) return value;
  return field === 'language' ? doc.documentElement.lang || undefined : undefined;
}

export function readPageContext(doc: Document = document): PageContext {
  return {
    project: readPageField(doc, 'project'),
    version: readPageField(doc, 'version'),
    language: readPageField(doc, 'language'),
    resolverFilename: readPageField(doc, 'resolverFilename'),
  };
}

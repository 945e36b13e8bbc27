/** What the page tells about itself through the hosting service's meta tags. */
export interface PageContext {
  project: string | undefined;
  version: string | undefined;
  language: string | undefined;
  resolverFilename: string | undefined;
}

function meta(doc: Document, name: string): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value ? value : undefined;
}

export function readPageContext(doc: Document = document): PageContext {
  return {
    project: meta(doc, 'readthedocs-project-slug'),
    version: meta(doc, 'readthedocs-version-slug'),
    language: meta(doc, 'readthedocs-language') ?? (doc.documentElement.lang || undefined),
    resolverFilename: meta(doc, 'readthedocs-resolver-filename'),
  };
}

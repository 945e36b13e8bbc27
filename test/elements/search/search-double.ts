import type {Dataset} from '../../../src/reference-api/dataset.js';

/*
 * TEMPORARY: a tiny stand-in for the reference API's search endpoints, used only until createReferenceApi lands.
 * Substring matching over the dataset's sections, with answers in the wire shape of hosting-api.md §2.12.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'})[c]!);

function highlight(text: string, terms: string[]): string[] {
  const lower = text.toLowerCase();
  const hit = terms.find((term) => lower.includes(term));
  if (!hit) return [];
  let out = escape(text);
  for (const term of terms) out = out.replace(new RegExp(`(${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'), '<span>$1</span>');
  return [out];
}

export function answerSearch(data: Dataset, request: Request): Response {
  const url = new URL(request.url);
  const v2 = url.pathname.includes('/api/v2/');
  const q = url.searchParams.get('q') ?? '';
  let project: string | undefined;
  let version: string | undefined;
  let subprojects = false;
  const words: string[] = [];
  for (const token of q.split(/\s+/).filter(Boolean)) {
    const match = /^(project|subprojects):([^/]+)(?:\/(.+))?$/.exec(token);
    if (match && !v2) {
      project = match[2];
      version = match[3];
      subprojects = match[1] === 'subprojects';
    } else words.push(token.toLowerCase());
  }
  if (v2) {
    project = url.searchParams.get('project') ?? undefined;
    version = url.searchParams.get('version') ?? undefined;
    subprojects = true;
  }
  const parent = data.projects?.find((p) => p.slug === project);
  const targets: Array<{slug: string; alias: string | null; version: string}> = [];
  if (parent) {
    targets.push({slug: parent.slug, alias: null, version: version ?? parent.default_version ?? 'latest'});
    if (subprojects) {
      for (const child of parent.subprojects ?? []) targets.push({slug: child.child, alias: child.alias ?? null, version: 'latest'});
    }
  }
  const results = [];
  for (const target of targets) {
    const pages = data.projects?.find((p) => p.slug === target.slug)?.versions?.find((v) => v.slug === target.version)?.pages ?? [];
    for (const page of pages) {
      const doc = new DOMParser().parseFromString(page.html, 'text/html');
      const blocks = [...doc.querySelectorAll('section')].flatMap((section) => {
        const title = section.querySelector('h2')?.textContent ?? '';
        const content = section.querySelector('p')?.textContent ?? '';
        const titleHits = highlight(title, words);
        const contentHits = highlight(content, words);
        if (!titleHits.length && !contentHits.length) return [];
        return [{type: 'section', id: section.id, title, content, highlights: {title: titleHits, content: contentHits}}];
      });
      const title = page.title ?? '';
      const titleHits = highlight(title, words);
      if (!blocks.length && !titleHits.length) continue;
      const domain = url.origin;
      const path = `/docs/${target.slug}/en/${target.version}/${page.path}`;
      results.push(
        v2
          ? {type: 'page', project: target.slug, project_alias: target.alias, version: target.version, title, path, domain, highlights: {title: titleHits}, blocks}
          : {type: 'page', project: {slug: target.slug, alias: target.alias}, version: {slug: target.version}, title, domain, path, highlights: {title: titleHits}, blocks},
      );
    }
  }
  const pageNumber = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('page_size') ?? '50');
  const slice = results.slice((pageNumber - 1) * size, pageNumber * size);
  const next = pageNumber * size < results.length ? `${url.origin}${url.pathname}?page=${pageNumber + 1}` : null;
  const body = v2
    ? {count: results.length, next, previous: null, results: slice}
    : {count: results.length, next, previous: null, projects: [], query: words.join(' '), results: slice};
  return new Response(JSON.stringify(body), {status: 200, headers: {'content-type': 'application/json'}});
}

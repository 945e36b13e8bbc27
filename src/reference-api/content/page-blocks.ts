/**
 * The searchable blocks of a page: one per section (a page without sections is one block, its title), then one per
 * API object. One rule for the reference API's content index (search-index.ts) and the static index that
 * `docs-widgets index` writes (src/sources/static/built-index-writer.ts), so both search the same blocks.
 */

import type {PageModel} from './page-model.js';
import type {IndexedBlock} from './search-types.js';

/** The blocks of the page at `path`, numbered from `firstId` in order. */
export function pageBlocks(path: string, model: Pick<PageModel, 'title' | 'sections' | 'domains'>, firstId: number): IndexedBlock[] {
  const blocks: IndexedBlock[] = [];
  let id = firstId;
  const sections = model.sections.length > 0 ? model.sections : [{id: '', title: model.title, content: ''}];
  for (const section of sections) {
    blocks.push({id: id++, path, kind: 'section', anchor: section.id, title: section.title, pageTitle: model.title,
      content: section.content, role: ''});
  }
  for (const object of model.domains) {
    blocks.push({id: id++, path, kind: 'domain', anchor: object.id, title: object.name, pageTitle: model.title,
      content: object.content, role: object.role});
  }
  return blocks;
}

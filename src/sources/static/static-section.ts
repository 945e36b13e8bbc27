/**
 * The static source's previews, loaded on its first section (static-source.ts keeps only a shell): the linked page
 * fetched and cut with the shared section rule (page-section.ts), then checked against the embed schema.
 */

import {embedReads} from '../../api/widget-schemas/embed.js';
import type {WidgetReadShapes} from '../../api/widget-schemas/shapes.js';
import type {SourceCallOptions, SourceSectionParams} from '../source.js';
import type {StaticSite} from './detect.js';
import {PageCache, staticSection} from './page-section.js';
import {checked, toClientError} from './static-errors.js';
import type {FetchLike} from './site-files.js';

export {PageCache};

export function newPageCache(fetch: FetchLike | undefined): PageCache {
  return new PageCache(fetch);
}

export async function readSection(site: StaticSite, pages: PageCache, params: SourceSectionParams,
  options?: SourceCallOptions): Promise<WidgetReadShapes['embedV3']> {
  const request = {url: params.url, operation: 'section'};
  try {
    const answer = await staticSection({url: params.url, origin: site.origin, sphinx: site.doctype !== 'mkdocs',
      pages, signal: options?.signal});
    return checked(embedReads.embedV3, answer, request);
  } catch (error) {
    throw toClientError(error, request);
  }
}

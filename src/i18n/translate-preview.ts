/**
 * A language's link preview catalogue (catalogue/<lang>/preview.ts) made into `<docs-link-preview>`'s strings. Only a
 * page in a language other than English loads this (load-part.ts).
 */
import type {LinkPreviewStrings} from '../elements/link-preview/strings.js';
import {formatter} from './catalogue-format.js';
import type {PreviewCatalogue} from './catalogue-types.js';

/** What a language's link preview part gives. */
export interface PreviewPart {
  /** `english` (the keys a catalogue leaves out) with the catalogue's strings over it. */
  preview: (english: LinkPreviewStrings) => LinkPreviewStrings;
}

/** The link preview part of the catalogue `c` of the language `tag`. */
export const translatePreview = (c: PreviewCatalogue, tag: string): PreviewPart => ({
  preview: (english) => {
    const format = formatter(tag);
    return {...english, ...c, contentLabel: (title) => format(c.contentLabel, {title})};
  },
});

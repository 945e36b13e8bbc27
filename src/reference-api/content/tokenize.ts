/**
 * One definition of a "word", shared by the search index, the query parser and the highlighter, so a term the index
 * matched is always found again when the snippet is highlighted. The rule itself (normalisation, segmentation of
 * scripts without spaces) is src/internal/text-terms.ts, which browser code imports as well.
 */

export {WORD_CHAR, SPACED_WORD_CHAR, escapeRegExp, foldForMatching, identifierParts, isCjkTerm, joinBigrams, joinedWords,
  normalizeTerm, originalSpan, phraseSource, queryTerms, segmenterWords, tokenize, wholeWord} from '../../internal/text-terms.js';
export type {FoldedText} from '../../internal/text-terms.js';

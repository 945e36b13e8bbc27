/**
 * Japanese strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'プレビューを読み込んでいます…',
  unavailable: 'プレビューを表示できません',
  openSection: 'セクションを開く',
  fallbackTitle: 'プレビュー',
  contentLabel: '{title}: プレビュー',
} satisfies PreviewCatalogue;

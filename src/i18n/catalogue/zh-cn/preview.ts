/**
 * Simplified Chinese strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: '正在加载预览…',
  unavailable: '预览不可用',
  openSection: '打开此节',
  fallbackTitle: '预览',
  contentLabel: '{title}：预览',
} satisfies PreviewCatalogue;

/**
 * Traditional Chinese strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: '正在載入預覽…',
  unavailable: '無法預覽',
  openSection: '開啟此節',
  fallbackTitle: '預覽',
  contentLabel: '{title}：預覽',
} satisfies PreviewCatalogue;

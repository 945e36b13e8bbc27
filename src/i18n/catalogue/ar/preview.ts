/**
 * Arabic strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'جارٍ تحميل المعاينة…',
  unavailable: 'المعاينة غير متاحة',
  openSection: 'فتح القسم',
  fallbackTitle: 'معاينة',
  contentLabel: '{title}: معاينة',
} satisfies PreviewCatalogue;

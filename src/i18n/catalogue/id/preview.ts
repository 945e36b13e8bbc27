/**
 * Indonesian strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Memuat pratinjau…',
  unavailable: 'Pratinjau tidak tersedia',
  openSection: 'Buka bagian',
  fallbackTitle: 'Pratinjau',
  contentLabel: '{title}: pratinjau',
} satisfies PreviewCatalogue;

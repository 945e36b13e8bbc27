/**
 * Turkish strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Önizleme yükleniyor…',
  unavailable: 'Önizleme kullanılamıyor',
  openSection: 'Bölümü aç',
  fallbackTitle: 'Önizleme',
  contentLabel: '{title}: önizleme',
} satisfies PreviewCatalogue;

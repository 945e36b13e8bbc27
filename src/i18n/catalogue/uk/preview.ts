/**
 * Ukrainian strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Завантаження попереднього перегляду…',
  unavailable: 'Попередній перегляд недоступний',
  openSection: 'Відкрити розділ',
  fallbackTitle: 'Попередній перегляд',
  contentLabel: '{title}: попередній перегляд',
} satisfies PreviewCatalogue;

/**
 * French strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Chargement de l’aperçu…',
  unavailable: 'Aperçu indisponible',
  openSection: 'Ouvrir la section',
  fallbackTitle: 'Aperçu',
  contentLabel: '{title} : aperçu',
} satisfies PreviewCatalogue;

/**
 * Italian strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Caricamento dell’anteprima…',
  unavailable: 'Anteprima non disponibile',
  openSection: 'Apri la sezione',
  fallbackTitle: 'Anteprima',
  contentLabel: '{title}: anteprima',
} satisfies PreviewCatalogue;

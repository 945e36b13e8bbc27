/**
 * Polish strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Wczytywanie podglądu…',
  unavailable: 'Podgląd niedostępny',
  openSection: 'Otwórz sekcję',
  fallbackTitle: 'Podgląd',
  contentLabel: '{title}: podgląd',
} satisfies PreviewCatalogue;

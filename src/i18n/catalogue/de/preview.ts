/**
 * German strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Vorschau wird geladen…',
  unavailable: 'Vorschau nicht verfügbar',
  openSection: 'Abschnitt öffnen',
  fallbackTitle: 'Vorschau',
  contentLabel: '{title}: Vorschau',
} satisfies PreviewCatalogue;

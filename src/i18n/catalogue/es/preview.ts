/**
 * Spanish strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Cargando la vista previa…',
  unavailable: 'Vista previa no disponible',
  openSection: 'Abrir la sección',
  fallbackTitle: 'Vista previa',
  contentLabel: '{title}: vista previa',
} satisfies PreviewCatalogue;

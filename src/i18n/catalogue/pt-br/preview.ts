/**
 * Brazilian Portuguese strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Carregando a prévia…',
  unavailable: 'Prévia indisponível',
  openSection: 'Abrir a seção',
  fallbackTitle: 'Prévia',
  contentLabel: '{title}: prévia',
} satisfies PreviewCatalogue;

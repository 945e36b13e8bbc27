/**
 * Russian strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'Загрузка предпросмотра…',
  unavailable: 'Предпросмотр недоступен',
  openSection: 'Открыть раздел',
  fallbackTitle: 'Предпросмотр',
  contentLabel: '{title}: предпросмотр',
} satisfies PreviewCatalogue;

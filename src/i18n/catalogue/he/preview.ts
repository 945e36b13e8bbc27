/**
 * Hebrew strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: 'טוען תצוגה מקדימה…',
  unavailable: 'התצוגה המקדימה לא זמינה',
  openSection: 'פתיחת הסעיף',
  fallbackTitle: 'תצוגה מקדימה',
  contentLabel: '{title}: תצוגה מקדימה',
} satisfies PreviewCatalogue;

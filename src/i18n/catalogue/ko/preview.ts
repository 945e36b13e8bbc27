/**
 * Korean strings of `<docs-link-preview>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {PreviewCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  loading: '미리 보기를 불러오는 중…',
  unavailable: '미리 보기를 사용할 수 없습니다',
  openSection: '섹션 열기',
  fallbackTitle: '미리 보기',
  contentLabel: '{title}: 미리 보기',
} satisfies PreviewCatalogue;

/**
 * Korean strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: '버전',
  versionsHeading: '버전',
  languagesHeading: '언어',
  downloadsHeading: '다운로드',
  filterLabel: '버전 필터',
  filterPlaceholder: '버전 필터',
  filterCount: {
    other: '버전 {count}개',
  },
  noMatches: '“{query}”와 일치하는 버전이 없습니다.',
  moreVersions: {
    other: '버전 {total}개 중 {shown}개를 표시합니다. 나머지는 필터에 입력하여 찾으세요.',
  },
  loading: '버전을 불러오는 중…',
  errorMessage: '버전 목록을 불러올 수 없습니다.',
  retry: '다시 시도',
  retryIn: '{seconds}초 후 다시 시도',
  close: '버전 닫기',
  hiddenBadge: '숨김',
  defaultBadge: '기본',
  checking: '확인 중…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: '“{path}” 페이지가 {version} 버전에 없어서 해당 버전의 시작 페이지로 이동했습니다.',
  dismissNotice: '알림 닫기',
  regionLabel: '버전 알림',
  message: {
    older: '{current} 버전의 문서를 읽고 있습니다. 현재 릴리스가 아닙니다.',
    development: '개발 버전({current})의 문서를 읽고 있습니다. 아직 출시되지 않은 기능이 설명되어 있을 수 있습니다.',
    prerelease: '{current} 버전의 문서를 읽고 있습니다. 아직 바뀔 수 있는 사전 릴리스입니다.',
    unknown: '{current} 버전의 문서를 읽고 있습니다. 프로젝트에서 유지 관리하는 버전이 아닙니다.',
  },
  link: '이 페이지를 {target} 버전으로 읽기',
  dismiss: '버전 알림 닫기',
  noticeLabel: '페이지 알림',
} satisfies VersionsCatalogue;

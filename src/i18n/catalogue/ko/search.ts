/**
 * Korean strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: '검색',
  dialogLabel: '문서 검색',
  inputLabel: '검색',
  placeholder: '문서 검색',
  close: '검색 닫기',
  resultsLabel: '검색 결과',
  resultCount: {
    other: '{total}개 페이지',
  },
  resultCountPartial: {
    other: '{total}개 페이지 중 {shown}개',
  },
  resultsFor: '“{query}” 검색 결과 {count}',
  noResults: '“{query}”에 대한 결과가 없습니다',
  tipsTitle: '다음을 시도해 보세요:',
  tips: [
    '더 적은 단어나 다른 단어',
    '"정확한 구문"을 따옴표로 묶기',
    '접두어*로 단어의 시작 부분 찾기',
    '유사어~1로 오타 하나 허용하기',
  ],
  loading: '검색 중…',
  loadMore: '결과 더 보기',
  errorTitle: '검색하지 못했습니다',
  errorOffline: '검색 서비스에 연결할 수 없습니다. 연결 상태를 확인하세요.',
  errorTimeout: '검색 서비스의 응답이 너무 오래 걸렸습니다.',
  errorThrottled: '짧은 시간에 검색이 너무 많습니다.',
  errorThrottledWait: {
    other: '짧은 시간에 검색이 너무 많습니다. {seconds}초 후에 다시 시도할 수 있습니다.',
  },
  errorNotFound: '이 프로젝트 또는 버전에는 검색 색인이 없습니다.',
  errorServer: '검색 서비스에 문제가 있습니다.',
  errorUnexpected: '검색 서비스가 이 페이지에서 이해할 수 없는 응답을 보냈습니다.',
  errorNoProject: '이 페이지에는 검색할 프로젝트가 지정되어 있지 않습니다.',
  retry: '다시 시도',
  retryIn: '{seconds}초 후 다시 시도',
  recentTitle: '최근 검색',
  clearRecent: '최근 검색 지우기',
  emptyHint: '입력하여 문서를 검색하세요.',
  hintNavigate: '이동',
  hintSelect: '열기',
  hintNewTab: '새 탭',
  hintClose: '닫기',
  themeSearchNotice: '지금은 전문 검색을 사용할 수 없어 사이트 자체 검색을 보여 드립니다. 전문 검색은 자동으로 다시 돌아옵니다.',
  themeSearchNoticeLasting: '이 페이지에서는 전문 검색을 실행할 수 없어 사이트 자체 검색을 보여 드립니다.',
} satisfies SearchCatalogue;

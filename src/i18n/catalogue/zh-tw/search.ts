/**
 * Traditional Chinese strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: '搜尋',
  dialogLabel: '搜尋文件',
  inputLabel: '搜尋',
  placeholder: '搜尋文件',
  close: '關閉搜尋',
  resultsLabel: '搜尋結果',
  resultCount: {
    other: '{total} 個頁面',
  },
  resultCountPartial: {
    other: '{total} 個頁面中的 {shown} 個',
  },
  resultsFor: '「{query}」的搜尋結果：{count}',
  noResults: '沒有符合「{query}」的結果',
  tipsTitle: '試試：',
  tips: [
    '減少字詞或改用其他字詞',
    '用引號括住 "完整詞組"',
    '字首* 比對字詞的開頭',
    '模糊~1 容許一個錯字',
  ],
  loading: '搜尋中…',
  loadMore: '顯示更多結果',
  errorTitle: '搜尋失敗',
  errorOffline: '無法連線到搜尋服務。請檢查網路連線。',
  errorTimeout: '搜尋服務回應時間過長。',
  errorThrottled: '短時間內搜尋次數過多。',
  errorThrottledWait: {
    other: '短時間內搜尋次數過多。請在 {seconds} 秒後重試。',
  },
  errorNotFound: '此專案或版本沒有搜尋索引。',
  errorServer: '搜尋服務發生問題。',
  errorUnexpected: '搜尋服務傳回了此頁面無法理解的回應。',
  errorNoProject: '此頁面未指出要搜尋哪個專案。',
  retry: '重試',
  retryIn: '{seconds} 秒後重試',
  recentTitle: '最近的搜尋',
  clearRecent: '清除最近的搜尋',
  emptyHint: '輸入文字以搜尋文件。',
  hintNavigate: '選擇',
  hintSelect: '開啟',
  hintNewTab: '新分頁',
  hintClose: '關閉',
  themeSearchNotice: '全文搜尋暫時無法使用，目前顯示的是網站本身的搜尋。全文搜尋恢復後會自動切換回來。',
  themeSearchNoticeLasting: '此頁面無法執行全文搜尋，目前顯示的是網站本身的搜尋。',
} satisfies SearchCatalogue;

/**
 * Japanese strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: '検索',
  dialogLabel: 'ドキュメントを検索',
  inputLabel: '検索',
  placeholder: 'ドキュメントを検索',
  close: '検索を閉じる',
  resultsLabel: '検索結果',
  resultCount: {
    other: '{total} ページ',
  },
  resultCountPartial: {
    other: '{total} ページ中 {shown} ページ',
  },
  resultsFor: '「{query}」の検索結果: {count}',
  noResults: '「{query}」に一致する結果はありません',
  tipsTitle: '次をお試しください:',
  tips: [
    '単語を減らすか、別の単語にする',
    '"完全一致のフレーズ" を引用符で囲む',
    '前方一致* で語の先頭に一致',
    'あいまい~1 で 1 文字の誤りを許容',
  ],
  loading: '検索しています…',
  loadMore: 'さらに結果を表示',
  errorTitle: '検索に失敗しました',
  errorOffline: '検索サービスに接続できません。接続を確認してください。',
  errorTimeout: '検索サービスの応答に時間がかかりすぎました。',
  errorThrottled: '短時間に検索が多すぎます。',
  errorThrottledWait: {
    other: '短時間に検索が多すぎます。{seconds} 秒後にもう一度お試しください。',
  },
  errorNotFound: 'このプロジェクトまたはバージョンには検索インデックスがありません。',
  errorServer: '検索サービスに問題が発生しています。',
  errorUnexpected: '検索サービスから、このページが解釈できない応答が返されました。',
  errorNoProject: 'このページには検索対象のプロジェクトが指定されていません。',
  retry: '再試行',
  retryIn: '{seconds} 秒後に再試行',
  recentTitle: '最近の検索',
  clearRecent: '最近の検索を消去',
  emptyHint: '入力してドキュメントを検索します。',
  hintNavigate: '移動',
  hintSelect: '開く',
  hintNewTab: '新しいタブ',
  hintClose: '閉じる',
  themeSearchNotice: '現在、全文検索を利用できないため、サイト本来の検索を表示しています。全文検索は自動的に復旧します。',
  themeSearchNoticeLasting: 'このページでは全文検索を実行できないため、サイト本来の検索を表示しています。',
} satisfies SearchCatalogue;

/**
 * Japanese strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'バージョン',
  versionsHeading: 'バージョン',
  languagesHeading: '言語',
  downloadsHeading: 'ダウンロード',
  filterLabel: 'バージョンを絞り込む',
  filterPlaceholder: 'バージョンを絞り込む',
  filterCount: {
    other: '{count} 件のバージョン',
  },
  noMatches: '「{query}」に一致するバージョンはありません。',
  moreVersions: {
    other: '{total} 件中 {shown} 件のバージョンを表示しています。ほかのバージョンはフィルターに入力して探してください。',
  },
  loading: 'バージョンを読み込んでいます…',
  errorMessage: 'バージョンの一覧を読み込めませんでした。',
  retry: '再試行',
  retryIn: '{seconds} 秒後に再試行',
  close: 'バージョンを閉じる',
  hiddenBadge: '非表示',
  defaultBadge: 'デフォルト',
  checking: '確認しています…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'ページ「{path}」はバージョン {version} に存在しないため、そのバージョンのトップページを表示しています。',
  dismissNotice: 'お知らせを閉じる',
  regionLabel: 'バージョンのお知らせ',
  message: {
    older: 'バージョン {current} のドキュメントを表示しています。これは最新のリリースではありません。',
    development: '開発版 ({current}) のドキュメントを表示しています。まだリリースされていない機能が記載されている可能性があります。',
    prerelease: 'バージョン {current} のドキュメントを表示しています。これはプレリリースのため、今後変更される可能性があります。',
    unknown: 'バージョン {current} のドキュメントを表示しています。これはプロジェクトが保守しているバージョンではありません。',
  },
  link: 'このページをバージョン {target} で読む',
  dismiss: 'バージョンのお知らせを閉じる',
  noticeLabel: 'ページのお知らせ',
} satisfies VersionsCatalogue;

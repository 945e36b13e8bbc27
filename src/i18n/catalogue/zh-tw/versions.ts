/**
 * Traditional Chinese strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: '版本',
  versionsHeading: '版本',
  languagesHeading: '語言',
  downloadsHeading: '下載',
  filterLabel: '篩選版本',
  filterPlaceholder: '篩選版本',
  filterCount: {
    other: '{count} 個版本',
  },
  noMatches: '沒有符合「{query}」的版本。',
  moreVersions: {
    other: '顯示 {total} 個版本中的 {shown} 個。在篩選框中輸入以尋找其他版本。',
  },
  loading: '正在載入版本…',
  errorMessage: '無法載入版本清單。',
  retry: '重試',
  retryIn: '{seconds} 秒後重試',
  close: '關閉版本清單',
  hiddenBadge: '已隱藏',
  defaultBadge: '預設',
  checking: '檢查中…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: '頁面「{path}」不存在於版本 {version}，因此您目前位於該版本的首頁。',
  dismissNotice: '關閉通知',
  regionLabel: '版本通知',
  message: {
    older: '您正在閱讀 {current} 版的文件，這不是目前的發行版本。',
    development: '您正在閱讀開發版本（{current}）的文件。其中可能描述尚未發布的功能。',
    prerelease: '您正在閱讀 {current} 版的文件，這是仍可能變動的預發行版本。',
    unknown: '您正在閱讀 {current} 版的文件，這不是本專案仍在維護的版本。',
  },
  link: '閱讀此頁面的 {target} 版',
  dismiss: '關閉版本通知',
  noticeLabel: '頁面通知',
} satisfies VersionsCatalogue;

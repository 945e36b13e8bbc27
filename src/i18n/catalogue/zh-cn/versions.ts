/**
 * Simplified Chinese strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: '版本',
  versionsHeading: '版本',
  languagesHeading: '语言',
  downloadsHeading: '下载',
  filterLabel: '筛选版本',
  filterPlaceholder: '筛选版本',
  filterCount: {
    other: '{count} 个版本',
  },
  noMatches: '没有与“{query}”匹配的版本。',
  moreVersions: {
    other: '显示 {total} 个版本中的 {shown} 个。在筛选框中输入以查找其他版本。',
  },
  loading: '正在加载版本…',
  errorMessage: '无法加载版本列表。',
  retry: '重试',
  retryIn: '{seconds} 秒后重试',
  close: '关闭版本列表',
  hiddenBadge: '已隐藏',
  defaultBadge: '默认',
  checking: '正在检查…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: '页面“{path}”在版本 {version} 中不存在，因此您现在位于该版本的首页。',
  dismissNotice: '关闭通知',
  regionLabel: '版本通知',
  message: {
    older: '您正在阅读 {current} 版本的文档，它不是当前发布的版本。',
    development: '您正在阅读开发版本（{current}）的文档。其中可能描述了尚未发布的功能。',
    prerelease: '您正在阅读 {current} 版本的文档，这是一个仍可能变化的预发布版本。',
    unknown: '您正在阅读 {current} 版本的文档，它不是本项目仍在维护的版本。',
  },
  link: '阅读此页面的 {target} 版本',
  dismiss: '关闭版本通知',
  noticeLabel: '页面通知',
} satisfies VersionsCatalogue;

/**
 * Simplified Chinese strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: '搜索',
  dialogLabel: '搜索文档',
  inputLabel: '搜索',
  placeholder: '搜索文档',
  close: '关闭搜索',
  resultsLabel: '搜索结果',
  resultCount: {
    other: '{total} 个页面',
  },
  resultCountPartial: {
    other: '{total} 个页面中的 {shown} 个',
  },
  resultsFor: '“{query}”的搜索结果：{count}',
  noResults: '没有与“{query}”匹配的结果',
  tipsTitle: '试试：',
  tips: [
    '减少词语或换用其他词语',
    '用引号括起 "完整短语"',
    '前缀* 匹配词语的开头',
    '模糊~1 允许一处拼写错误',
  ],
  loading: '正在搜索…',
  loadMore: '显示更多结果',
  errorTitle: '搜索失败',
  errorOffline: '无法连接搜索服务。请检查网络连接。',
  errorTimeout: '搜索服务响应时间过长。',
  errorThrottled: '短时间内搜索次数过多。',
  errorThrottledWait: {
    other: '短时间内搜索次数过多。请在 {seconds} 秒后重试。',
  },
  errorNotFound: '此项目或版本没有搜索索引。',
  errorServer: '搜索服务出现问题。',
  errorUnexpected: '搜索服务返回了此页面无法识别的响应。',
  errorNoProject: '此页面未指明要搜索的项目。',
  retry: '重试',
  retryIn: '{seconds} 秒后重试',
  recentTitle: '最近搜索',
  clearRecent: '清除最近搜索',
  emptyHint: '输入内容以搜索文档。',
  hintNavigate: '选择',
  hintSelect: '打开',
  hintNewTab: '新标签页',
  hintClose: '关闭',
  themeSearchNotice: '全文搜索暂时不可用，当前显示的是网站自带的搜索。全文搜索恢复后会自动切换回来。',
  themeSearchNoticeLasting: '此页面无法运行全文搜索，当前显示的是网站自带的搜索。',
} satisfies SearchCatalogue;

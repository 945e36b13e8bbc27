/**
 * Russian strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Поиск',
  dialogLabel: 'Поиск по документации',
  inputLabel: 'Поиск',
  placeholder: 'Поиск по документации',
  close: 'Закрыть поиск',
  resultsLabel: 'Результаты поиска',
  resultCount: {
    one: '{total} страница',
    many: '{total} страниц',
    other: '{total} страницы',
  },
  resultCountPartial: {
    few: '{shown} из {total} страниц',
    many: '{shown} из {total} страниц',
    other: '{shown} из {total} страницы',
  },
  resultsFor: '{count} по запросу «{query}»',
  noResults: 'Ничего не найдено по запросу «{query}»',
  tipsTitle: 'Попробуйте:',
  tips: [
    'меньше слов или другие слова',
    '"точная фраза" в кавычках',
    'префикс* находит начало слова',
    'нечётко~1 допускает одну опечатку',
  ],
  loading: 'Поиск…',
  loadMore: 'Показать ещё результаты',
  errorTitle: 'Поиск не удался',
  errorOffline: 'Не удалось связаться со службой поиска. Проверьте подключение.',
  errorTimeout: 'Служба поиска отвечала слишком долго.',
  errorThrottled: 'Слишком много поисковых запросов за короткое время.',
  errorThrottledWait: {
    one: 'Слишком много поисковых запросов за короткое время. Повторите попытку через {seconds} секунду.',
    many: 'Слишком много поисковых запросов за короткое время. Повторите попытку через {seconds} секунд.',
    other: 'Слишком много поисковых запросов за короткое время. Повторите попытку через {seconds} секунды.',
  },
  errorNotFound: 'У этого проекта или версии нет поискового индекса.',
  errorServer: 'У службы поиска возникли проблемы.',
  errorUnexpected: 'Служба поиска прислала непонятный ответ.',
  errorNoProject: 'На этой странице не указано, в каком проекте искать.',
  retry: 'Повторить',
  retryIn: 'Повторить через {seconds} с',
  recentTitle: 'Недавние запросы',
  clearRecent: 'Очистить недавние запросы',
  emptyHint: 'Начните вводить, чтобы искать по документации.',
  hintNavigate: 'навигация',
  hintSelect: 'открыть',
  hintNewTab: 'новая вкладка',
  hintClose: 'закрыть',
  themeSearchNotice: 'Полнотекстовый поиск сейчас недоступен, поэтому показан поиск сайта. Он вернётся сам.',
  themeSearchNoticeLasting: 'Полнотекстовый поиск не работает на этой странице, поэтому показан поиск сайта.',
} satisfies SearchCatalogue;

/**
 * Russian strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Версия',
  versionsHeading: 'Версии',
  languagesHeading: 'Языки',
  downloadsHeading: 'Загрузки',
  filterLabel: 'Фильтр версий',
  filterPlaceholder: 'Фильтр версий',
  filterCount: {
    one: '{count} версия',
    many: '{count} версий',
    other: '{count} версии',
  },
  noMatches: 'Нет версий, подходящих под «{query}».',
  moreVersions: {
    one: 'Показано {shown} из {total} версии. Введите текст в фильтр, чтобы найти остальные.',
    other: 'Показано {shown} из {total} версий. Введите текст в фильтр, чтобы найти остальные.',
  },
  loading: 'Загрузка версий…',
  errorMessage: 'Не удалось загрузить список версий.',
  retry: 'Повторить',
  retryIn: 'Повторить через {seconds} с',
  close: 'Закрыть версии',
  hiddenBadge: 'скрыта',
  defaultBadge: 'по умолчанию',
  checking: 'Проверка…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'Страницы «{path}» нет в версии {version}, поэтому вы на начальной странице этой версии.',
  dismissNotice: 'Закрыть уведомление',
  regionLabel: 'Уведомление о версии',
  message: {
    older: 'Вы читаете документацию версии {current}, которая не является текущим выпуском.',
    development: 'Вы читаете документацию версии в разработке ({current}). В ней могут быть описаны ещё не выпущенные возможности.',
    prerelease: 'Вы читаете документацию версии {current} — предварительного выпуска, который ещё может измениться.',
    unknown: 'Вы читаете документацию версии {current}, которая не входит в число поддерживаемых версий проекта.',
  },
  link: 'Читать эту страницу в версии {target}',
  dismiss: 'Закрыть уведомление о версии',
  noticeLabel: 'Уведомление о странице',
} satisfies VersionsCatalogue;

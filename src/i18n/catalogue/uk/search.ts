/**
 * Ukrainian strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Пошук',
  dialogLabel: 'Пошук у документації',
  inputLabel: 'Пошук',
  placeholder: 'Пошук у документації',
  close: 'Закрити пошук',
  resultsLabel: 'Результати пошуку',
  resultCount: {
    one: '{total} сторінка',
    many: '{total} сторінок',
    other: '{total} сторінки',
  },
  resultCountPartial: {
    few: '{shown} з {total} сторінок',
    many: '{shown} з {total} сторінок',
    other: '{shown} з {total} сторінки',
  },
  resultsFor: '{count} за запитом «{query}»',
  noResults: 'Немає результатів за запитом «{query}»',
  tipsTitle: 'Спробуйте:',
  tips: [
    'менше слів або інші слова',
    '"точна фраза" в лапках',
    'префікс* знаходить початок слова',
    'нечітко~1 допускає одну помилку',
  ],
  loading: 'Пошук…',
  loadMore: 'Показати більше результатів',
  errorTitle: 'Пошук не вдався',
  errorOffline: 'Не вдалося з’єднатися зі службою пошуку. Перевірте з’єднання.',
  errorTimeout: 'Служба пошуку відповідала надто довго.',
  errorThrottled: 'Забагато пошуків за короткий час.',
  errorThrottledWait: {
    one: 'Забагато пошуків за короткий час. Спробуйте ще раз через {seconds} секунду.',
    many: 'Забагато пошуків за короткий час. Спробуйте ще раз через {seconds} секунд.',
    other: 'Забагато пошуків за короткий час. Спробуйте ще раз через {seconds} секунди.',
  },
  errorNotFound: 'Цей проєкт або ця версія не має пошукового індексу.',
  errorServer: 'У служби пошуку виникли проблеми.',
  errorUnexpected: 'Служба пошуку надіслала незрозумілу відповідь.',
  errorNoProject: 'Ця сторінка не вказує, в якому проєкті шукати.',
  retry: 'Спробувати ще раз',
  retryIn: 'Ще раз через {seconds} с',
  recentTitle: 'Нещодавні пошуки',
  clearRecent: 'Очистити нещодавні пошуки',
  emptyHint: 'Почніть вводити, щоб шукати в документації.',
  hintNavigate: 'навігація',
  hintSelect: 'відкрити',
  hintNewTab: 'нова вкладка',
  hintClose: 'закрити',
  themeSearchNotice: 'Повнотекстовий пошук зараз недоступний, тому це пошук сайту. Він повернеться сам.',
  themeSearchNoticeLasting: 'Повнотекстовий пошук не працює на цій сторінці, тому це пошук сайту.',
} satisfies SearchCatalogue;

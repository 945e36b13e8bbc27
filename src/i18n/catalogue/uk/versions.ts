/**
 * Ukrainian strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Версія',
  versionsHeading: 'Версії',
  languagesHeading: 'Мови',
  downloadsHeading: 'Завантаження',
  filterLabel: 'Фільтрувати версії',
  filterPlaceholder: 'Фільтрувати версії',
  filterCount: {
    one: '{count} версія',
    many: '{count} версій',
    other: '{count} версії',
  },
  noMatches: 'Жодна версія не відповідає «{query}».',
  moreVersions: {
    one: 'Показано {shown} з {total} версії. Введіть текст у фільтр, щоб знайти інші.',
    other: 'Показано {shown} з {total} версій. Введіть текст у фільтр, щоб знайти інші.',
  },
  loading: 'Завантаження версій…',
  errorMessage: 'Не вдалося завантажити список версій.',
  retry: 'Спробувати ще раз',
  retryIn: 'Ще раз через {seconds} с',
  close: 'Закрити версії',
  hiddenBadge: 'прихована',
  defaultBadge: 'типова',
  checking: 'Перевірка…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'Сторінки «{path}» немає у версії {version}, тож ви на початковій сторінці цієї версії.',
  dismissNotice: 'Закрити сповіщення',
  regionLabel: 'Сповіщення про версію',
  message: {
    older: 'Ви читаєте документацію версії {current}, яка не є поточним випуском.',
    development: 'Ви читаєте документацію версії в розробці ({current}). Вона може описувати функції, які ще не випущено.',
    prerelease: 'Ви читаєте документацію версії {current} — попереднього випуску, який ще може змінитися.',
    unknown: 'Ви читаєте документацію версії {current}, яка не належить до підтримуваних версій проєкту.',
  },
  link: 'Читати цю сторінку у версії {target}',
  dismiss: 'Закрити сповіщення про версію',
  noticeLabel: 'Сповіщення про сторінку',
} satisfies VersionsCatalogue;

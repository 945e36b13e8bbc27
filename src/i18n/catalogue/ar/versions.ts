/**
 * Arabic strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'الإصدار',
  versionsHeading: 'الإصدارات',
  languagesHeading: 'اللغات',
  downloadsHeading: 'التنزيلات',
  filterLabel: 'تصفية الإصدارات',
  filterPlaceholder: 'تصفية الإصدارات',
  filterCount: {
    zero: 'لا إصدارات',
    one: 'إصدار واحد',
    two: 'إصداران',
    few: '{count} إصدارات',
    many: '{count} إصدارًا',
    other: '{count} إصدار',
  },
  noMatches: 'لا يوجد إصدار يطابق «{query}».',
  moreVersions: {
    other: 'يُعرض {shown} من أصل {total} من الإصدارات. اكتب في مربع التصفية للعثور على البقية.',
  },
  loading: 'جارٍ تحميل الإصدارات…',
  errorMessage: 'تعذّر تحميل قائمة الإصدارات.',
  retry: 'أعد المحاولة',
  retryIn: 'أعد المحاولة بعد {seconds} ث',
  close: 'إغلاق الإصدارات',
  hiddenBadge: 'مخفي',
  defaultBadge: 'الافتراضي',
  checking: 'جارٍ التحقق…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'الصفحة «{path}» غير موجودة في الإصدار {version}، لذا أنت الآن في الصفحة الرئيسية لذلك الإصدار.',
  dismissNotice: 'إغلاق التنبيه',
  regionLabel: 'تنبيه الإصدار',
  message: {
    older: 'أنت تقرأ توثيق الإصدار {current}، وهو ليس الإصدار الحالي.',
    development: 'أنت تقرأ توثيق إصدار التطوير ({current}). قد يصف ميزات لم تُطلق بعد.',
    prerelease: 'أنت تقرأ توثيق الإصدار {current}، وهو إصدار تجريبي قد يتغير.',
    unknown: 'أنت تقرأ توثيق الإصدار {current}، وهو ليس من الإصدارات التي يصونها المشروع.',
  },
  link: 'اقرأ هذه الصفحة في الإصدار {target}',
  dismiss: 'إغلاق تنبيه الإصدار',
  noticeLabel: 'تنبيه الصفحة',
} satisfies VersionsCatalogue;

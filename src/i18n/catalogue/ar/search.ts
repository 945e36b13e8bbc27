/**
 * Arabic strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'بحث',
  dialogLabel: 'البحث في التوثيق',
  inputLabel: 'بحث',
  placeholder: 'ابحث في التوثيق',
  close: 'إغلاق البحث',
  resultsLabel: 'نتائج البحث',
  resultCount: {
    zero: 'لا صفحات',
    one: 'صفحة واحدة',
    two: 'صفحتان',
    few: '{total} صفحات',
    other: '{total} صفحة',
  },
  resultCountPartial: {
    one: '{shown} من صفحة واحدة',
    two: '{shown} من صفحتين',
    few: '{shown} من {total} صفحات',
    other: '{shown} من {total} صفحة',
  },
  resultsFor: '{count} لعبارة «{query}»',
  noResults: 'لا نتائج لعبارة «{query}»',
  tipsTitle: 'جرّب:',
  tips: [
    'كلمات أقل أو كلمات مختلفة',
    '"عبارة مطابقة" بين علامتي تنصيص',
    'بادئة* لمطابقة بداية الكلمة',
    'تقريبي~1 للسماح بخطأ إملائي واحد',
  ],
  loading: 'جارٍ البحث…',
  loadMore: 'عرض مزيد من النتائج',
  errorTitle: 'فشل البحث',
  errorOffline: 'تعذّر الوصول إلى خدمة البحث. تحقّق من اتصالك.',
  errorTimeout: 'استغرقت خدمة البحث وقتًا طويلًا للرد.',
  errorThrottled: 'عمليات بحث كثيرة في وقت قصير.',
  errorThrottledWait: {
    one: 'عمليات بحث كثيرة في وقت قصير. يمكنك المحاولة مجددًا بعد ثانية واحدة.',
    two: 'عمليات بحث كثيرة في وقت قصير. يمكنك المحاولة مجددًا بعد ثانيتين.',
    few: 'عمليات بحث كثيرة في وقت قصير. يمكنك المحاولة مجددًا بعد {seconds} ثوانٍ.',
    other: 'عمليات بحث كثيرة في وقت قصير. يمكنك المحاولة مجددًا بعد {seconds} ثانية.',
  },
  errorNotFound: 'لا يوجد فهرس بحث لهذا المشروع أو هذا الإصدار.',
  errorServer: 'تواجه خدمة البحث مشكلة.',
  errorUnexpected: 'أرسلت خدمة البحث ردًا لا تفهمه هذه الصفحة.',
  errorNoProject: 'لا تذكر هذه الصفحة المشروع المطلوب البحث فيه.',
  retry: 'أعد المحاولة',
  retryIn: 'أعد المحاولة بعد {seconds} ث',
  recentTitle: 'عمليات البحث الأخيرة',
  clearRecent: 'مسح عمليات البحث الأخيرة',
  emptyHint: 'اكتب للبحث في التوثيق.',
  hintNavigate: 'للتنقل',
  hintSelect: 'للفتح',
  hintNewTab: 'علامة تبويب جديدة',
  hintClose: 'للإغلاق',
  themeSearchNotice: 'البحث في النص الكامل غير متاح الآن، لذا هذا هو بحث الموقع نفسه. سيعود البحث من تلقاء نفسه.',
  themeSearchNoticeLasting: 'لا يمكن تشغيل البحث في النص الكامل في هذه الصفحة، لذا هذا هو بحث الموقع نفسه.',
} satisfies SearchCatalogue;

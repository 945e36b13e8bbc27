/**
 * Hebrew strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'חיפוש',
  dialogLabel: 'חיפוש בתיעוד',
  inputLabel: 'חיפוש',
  placeholder: 'חיפוש בתיעוד',
  close: 'סגירת החיפוש',
  resultsLabel: 'תוצאות החיפוש',
  resultCount: {
    one: 'עמוד אחד',
    two: 'שני עמודים',
    other: '{total} עמודים',
  },
  resultCountPartial: {
    one: '{shown} מתוך עמוד אחד',
    two: '{shown} מתוך שני עמודים',
    other: '{shown} מתוך {total} עמודים',
  },
  resultsFor: '{count} עבור ”{query}“',
  noResults: 'אין תוצאות עבור ”{query}“',
  tipsTitle: 'כדאי לנסות:',
  tips: [
    'פחות מילים או מילים אחרות',
    '"ביטוי מדויק" במירכאות',
    'תחילית* כדי למצוא תחילת מילה',
    'דומה~1 כדי להתיר שגיאת הקלדה אחת',
  ],
  loading: 'מחפש…',
  loadMore: 'הצגת תוצאות נוספות',
  errorTitle: 'החיפוש נכשל',
  errorOffline: 'אין גישה לשירות החיפוש. כדאי לבדוק את החיבור.',
  errorTimeout: 'שירות החיפוש לא ענה בזמן.',
  errorThrottled: 'יותר מדי חיפושים בזמן קצר.',
  errorThrottledWait: {
    one: 'יותר מדי חיפושים בזמן קצר. אפשר לנסות שוב בעוד שנייה.',
    two: 'יותר מדי חיפושים בזמן קצר. אפשר לנסות שוב בעוד שתי שניות.',
    other: 'יותר מדי חיפושים בזמן קצר. אפשר לנסות שוב בעוד {seconds} שניות.',
  },
  errorNotFound: 'לפרויקט או לגרסה הזו אין אינדקס חיפוש.',
  errorServer: 'יש תקלה בשירות החיפוש.',
  errorUnexpected: 'שירות החיפוש שלח תשובה שהדף הזה לא מבין.',
  errorNoProject: 'הדף הזה לא מציין באיזה פרויקט לחפש.',
  retry: 'לנסות שוב',
  retryIn: 'לנסות שוב בעוד {seconds} ש׳',
  recentTitle: 'חיפושים אחרונים',
  clearRecent: 'ניקוי החיפושים האחרונים',
  emptyHint: 'יש להקליד כדי לחפש בתיעוד.',
  hintNavigate: 'לניווט',
  hintSelect: 'לפתיחה',
  hintNewTab: 'כרטיסייה חדשה',
  hintClose: 'לסגירה',
  themeSearchNotice: 'החיפוש בטקסט המלא לא זמין כרגע, ולכן זה החיפוש של האתר עצמו. הוא יחזור מעצמו.',
  themeSearchNoticeLasting: 'החיפוש בטקסט המלא לא יכול לפעול בדף הזה, ולכן זה החיפוש של האתר עצמו.',
} satisfies SearchCatalogue;

/**
 * Hebrew strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'גרסה',
  versionsHeading: 'גרסאות',
  languagesHeading: 'שפות',
  downloadsHeading: 'הורדות',
  filterLabel: 'סינון גרסאות',
  filterPlaceholder: 'סינון גרסאות',
  filterCount: {
    one: 'גרסה אחת',
    two: 'שתי גרסאות',
    other: '{count} גרסאות',
  },
  noMatches: 'אין גרסה שתואמת ל־”{query}“.',
  moreVersions: {
    other: 'מוצגות {shown} מתוך {total} גרסאות. אפשר להקליד בתיבת הסינון כדי למצוא את השאר.',
  },
  loading: 'טוען גרסאות…',
  errorMessage: 'לא ניתן היה לטעון את רשימת הגרסאות.',
  retry: 'לנסות שוב',
  retryIn: 'לנסות שוב בעוד {seconds} ש׳',
  close: 'סגירת הגרסאות',
  hiddenBadge: 'מוסתרת',
  defaultBadge: 'ברירת מחדל',
  checking: 'בודק…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'הדף ”{path}“ לא קיים בגרסה {version}, ולכן הגעת לדף הפתיחה של אותה גרסה.',
  dismissNotice: 'סגירת ההודעה',
  regionLabel: 'הודעת גרסה',
  message: {
    older: 'זהו התיעוד של גרסה {current}, שאינה הגרסה הנוכחית.',
    development: 'זהו התיעוד של גרסת הפיתוח ({current}). ייתכן שהוא מתאר יכולות שעדיין לא שוחררו.',
    prerelease: 'זהו התיעוד של גרסה {current}, גרסת קדם־הפצה שעוד עשויה להשתנות.',
    unknown: 'זהו התיעוד של גרסה {current}, שאינה אחת הגרסאות שהפרויקט מתחזק.',
  },
  link: 'לקריאת הדף הזה בגרסה {target}',
  dismiss: 'סגירת הודעת הגרסה',
  noticeLabel: 'הודעה על הדף',
} satisfies VersionsCatalogue;

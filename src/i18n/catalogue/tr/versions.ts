/**
 * Turkish strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Sürüm',
  versionsHeading: 'Sürümler',
  languagesHeading: 'Diller',
  downloadsHeading: 'İndirmeler',
  filterLabel: 'Sürümleri süz',
  filterPlaceholder: 'Sürümleri süz',
  filterCount: {
    other: '{count} sürüm',
  },
  noMatches: '“{query}” ile eşleşen sürüm yok.',
  moreVersions: {
    other: '{total} sürümden {shown} tanesi gösteriliyor. Diğerlerini bulmak için süzgece yazın.',
  },
  loading: 'Sürümler yükleniyor…',
  errorMessage: 'Sürüm listesi yüklenemedi.',
  retry: 'Yeniden dene',
  retryIn: '{seconds} sn sonra yeniden dene',
  close: 'Sürümleri kapat',
  hiddenBadge: 'gizli',
  defaultBadge: 'varsayılan',
  checking: 'Denetleniyor…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: '“{path}” sayfası {version} sürümünde yok; bu yüzden o sürümün başlangıç sayfasındasınız.',
  dismissNotice: 'Bildirimi kapat',
  regionLabel: 'Sürüm bildirimi',
  message: {
    older: '{current} sürümünün belgelerini okuyorsunuz; bu, güncel sürüm değil.',
    development: 'Geliştirme sürümünün ({current}) belgelerini okuyorsunuz. Henüz yayımlanmamış özellikleri anlatıyor olabilir.',
    prerelease: '{current} sürümünün belgelerini okuyorsunuz; bu, hâlâ değişebilecek bir ön sürüm.',
    unknown: '{current} sürümünün belgelerini okuyorsunuz; bu, projenin bakımı süren sürümlerinden biri değil.',
  },
  link: 'Bu sayfayı {target} sürümünde okuyun',
  dismiss: 'Sürüm bildirimini kapat',
  noticeLabel: 'Sayfa bildirimi',
} satisfies VersionsCatalogue;

/**
 * Turkish strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Ara',
  dialogLabel: 'Belgelerde ara',
  inputLabel: 'Ara',
  placeholder: 'Belgelerde ara',
  close: 'Aramayı kapat',
  resultsLabel: 'Arama sonuçları',
  resultCount: {
    other: '{total} sayfa',
  },
  resultCountPartial: {
    other: '{total} sayfadan {shown} sayfa',
  },
  resultsFor: '“{query}” için {count}',
  noResults: '“{query}” için sonuç yok',
  tipsTitle: 'Şunları deneyin:',
  tips: [
    'daha az ya da farklı sözcükler',
    '"tam ifade" tırnak içinde',
    'önek* ile bir sözcüğün başını bulun',
    'yakın~1 ile bir yazım hatasına izin verin',
  ],
  loading: 'Aranıyor…',
  loadMore: 'Daha fazla sonuç göster',
  errorTitle: 'Arama başarısız oldu',
  errorOffline: 'Arama hizmetine ulaşılamadı. Bağlantınızı kontrol edin.',
  errorTimeout: 'Arama hizmeti çok geç yanıt verdi.',
  errorThrottled: 'Kısa sürede çok fazla arama yapıldı.',
  errorThrottledWait: {
    other: 'Kısa sürede çok fazla arama yapıldı. {seconds} saniye sonra yeniden deneyebilirsiniz.',
  },
  errorNotFound: 'Bu projenin ya da sürümün arama dizini yok.',
  errorServer: 'Arama hizmetinde bir sorun var.',
  errorUnexpected: 'Arama hizmeti bu sayfanın anlamadığı bir yanıt gönderdi.',
  errorNoProject: 'Bu sayfa hangi projede arama yapılacağını belirtmiyor.',
  retry: 'Yeniden dene',
  retryIn: '{seconds} sn sonra yeniden dene',
  recentTitle: 'Son aramalar',
  clearRecent: 'Son aramaları temizle',
  emptyHint: 'Belgelerde aramak için yazın.',
  hintNavigate: 'gezinmek için',
  hintSelect: 'açmak için',
  hintNewTab: 'yeni sekme',
  hintClose: 'kapatmak için',
  themeSearchNotice: 'Tam metin araması şu anda kullanılamıyor; bu, sitenin kendi araması. Tam metin araması kendiliğinden geri gelecek.',
  themeSearchNoticeLasting: 'Tam metin araması bu sayfada çalışamıyor; bu, sitenin kendi araması.',
} satisfies SearchCatalogue;

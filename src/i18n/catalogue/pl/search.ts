/**
 * Polish strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Szukaj',
  dialogLabel: 'Przeszukaj dokumentację',
  inputLabel: 'Szukaj',
  placeholder: 'Przeszukaj dokumentację',
  close: 'Zamknij wyszukiwanie',
  resultsLabel: 'Wyniki wyszukiwania',
  resultCount: {
    one: '{total} strona',
    many: '{total} stron',
    other: '{total} strony',
  },
  resultCountPartial: {
    few: '{shown} z {total} stron',
    many: '{shown} z {total} stron',
    other: '{shown} z {total} strony',
  },
  resultsFor: '{count} dla „{query}”',
  noResults: 'Brak wyników dla „{query}”',
  tipsTitle: 'Spróbuj:',
  tips: [
    'mniej słów lub inne słowa',
    '"dokładna fraza" w cudzysłowie',
    'przedrostek* dopasowuje początek słowa',
    'przybliżone~1 dopuszcza jedną literówkę',
  ],
  loading: 'Wyszukiwanie…',
  loadMore: 'Pokaż więcej wyników',
  errorTitle: 'Wyszukiwanie nie powiodło się',
  errorOffline: 'Nie można połączyć się z usługą wyszukiwania. Sprawdź połączenie.',
  errorTimeout: 'Usługa wyszukiwania odpowiadała zbyt długo.',
  errorThrottled: 'Zbyt wiele wyszukiwań w krótkim czasie.',
  errorThrottledWait: {
    one: 'Zbyt wiele wyszukiwań w krótkim czasie. Spróbuj ponownie za {seconds} sekundę.',
    many: 'Zbyt wiele wyszukiwań w krótkim czasie. Spróbuj ponownie za {seconds} sekund.',
    other: 'Zbyt wiele wyszukiwań w krótkim czasie. Spróbuj ponownie za {seconds} sekundy.',
  },
  errorNotFound: 'Ten projekt lub ta wersja nie ma indeksu wyszukiwania.',
  errorServer: 'Usługa wyszukiwania ma problemy.',
  errorUnexpected: 'Usługa wyszukiwania wysłała odpowiedź, której ta strona nie rozumie.',
  errorNoProject: 'Ta strona nie określa, który projekt przeszukać.',
  retry: 'Spróbuj ponownie',
  retryIn: 'Spróbuj ponownie za {seconds} s',
  recentTitle: 'Ostatnie wyszukiwania',
  clearRecent: 'Wyczyść ostatnie wyszukiwania',
  emptyHint: 'Zacznij pisać, aby przeszukać dokumentację.',
  hintNavigate: 'nawigacja',
  hintSelect: 'otwórz',
  hintNewTab: 'nowa karta',
  hintClose: 'zamknij',
  themeSearchNotice: 'Wyszukiwanie pełnotekstowe jest teraz niedostępne, więc to jest wyszukiwarka samej witryny. Wróci samo.',
  themeSearchNoticeLasting: 'Wyszukiwanie pełnotekstowe nie może działać na tej stronie, więc to jest wyszukiwarka samej witryny.',
} satisfies SearchCatalogue;

/**
 * Polish strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Wersja',
  versionsHeading: 'Wersje',
  languagesHeading: 'Języki',
  downloadsHeading: 'Pobieranie',
  filterLabel: 'Filtruj wersje',
  filterPlaceholder: 'Filtruj wersje',
  filterCount: {
    one: '{count} wersja',
    few: '{count} wersje',
    other: '{count} wersji',
  },
  noMatches: 'Żadna wersja nie pasuje do „{query}”.',
  moreVersions: {
    other: 'Pokazano {shown} z {total} wersji. Wpisz coś w filtrze, aby znaleźć pozostałe.',
  },
  loading: 'Wczytywanie wersji…',
  errorMessage: 'Nie udało się wczytać listy wersji.',
  retry: 'Spróbuj ponownie',
  retryIn: 'Spróbuj ponownie za {seconds} s',
  close: 'Zamknij wersje',
  hiddenBadge: 'ukryta',
  defaultBadge: 'domyślna',
  checking: 'Sprawdzanie…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'Strona „{path}” nie istnieje w wersji {version}, więc jesteś na stronie startowej tej wersji.',
  dismissNotice: 'Zamknij powiadomienie',
  regionLabel: 'Informacja o wersji',
  message: {
    older: 'Czytasz dokumentację wersji {current}, która nie jest bieżącym wydaniem.',
    development: 'Czytasz dokumentację wersji rozwojowej ({current}). Może opisywać funkcje, które nie zostały jeszcze wydane.',
    prerelease: 'Czytasz dokumentację wersji {current}, wydania przedpremierowego, które może się jeszcze zmienić.',
    unknown: 'Czytasz dokumentację wersji {current}, która nie należy do wersji utrzymywanych przez projekt.',
  },
  link: 'Przeczytaj tę stronę w wersji {target}',
  dismiss: 'Zamknij informację o wersji',
  noticeLabel: 'Informacja o stronie',
} satisfies VersionsCatalogue;

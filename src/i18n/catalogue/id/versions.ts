/**
 * Indonesian strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Versi',
  versionsHeading: 'Versi',
  languagesHeading: 'Bahasa',
  downloadsHeading: 'Unduhan',
  filterLabel: 'Saring versi',
  filterPlaceholder: 'Saring versi',
  filterCount: {
    other: '{count} versi',
  },
  noMatches: 'Tidak ada versi yang cocok dengan “{query}”.',
  moreVersions: {
    other: 'Menampilkan {shown} dari {total} versi. Ketik di penyaring untuk menemukan yang lain.',
  },
  loading: 'Memuat versi…',
  errorMessage: 'Daftar versi tidak dapat dimuat.',
  retry: 'Coba lagi',
  retryIn: 'Coba lagi dalam {seconds} dtk',
  close: 'Tutup daftar versi',
  hiddenBadge: 'tersembunyi',
  defaultBadge: 'bawaan',
  checking: 'Memeriksa…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'Halaman “{path}” tidak ada di versi {version}, jadi Anda berada di halaman awal versi tersebut.',
  dismissNotice: 'Tutup pemberitahuan',
  regionLabel: 'Pemberitahuan versi',
  message: {
    older: 'Anda membaca dokumentasi versi {current}, yang bukan rilis terkini.',
    development: 'Anda membaca dokumentasi versi pengembangan ({current}). Isinya mungkin menjelaskan fitur yang belum dirilis.',
    prerelease: 'Anda membaca dokumentasi versi {current}, sebuah pra-rilis yang masih bisa berubah.',
    unknown: 'Anda membaca dokumentasi versi {current}, yang bukan salah satu versi yang dipelihara proyek ini.',
  },
  link: 'Baca halaman ini di versi {target}',
  dismiss: 'Tutup pemberitahuan versi',
  noticeLabel: 'Pemberitahuan halaman',
} satisfies VersionsCatalogue;

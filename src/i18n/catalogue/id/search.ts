/**
 * Indonesian strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Cari',
  dialogLabel: 'Cari di dokumentasi',
  inputLabel: 'Cari',
  placeholder: 'Cari di dokumentasi',
  close: 'Tutup pencarian',
  resultsLabel: 'Hasil pencarian',
  resultCount: {
    other: '{total} halaman',
  },
  resultCountPartial: {
    other: '{shown} dari {total} halaman',
  },
  resultsFor: '{count} untuk “{query}”',
  noResults: 'Tidak ada hasil untuk “{query}”',
  tipsTitle: 'Coba:',
  tips: [
    'lebih sedikit kata atau kata lain',
    '"frasa persis" dalam tanda kutip',
    'awalan* untuk mencocokkan awal kata',
    'mirip~1 untuk menoleransi satu salah ketik',
  ],
  loading: 'Mencari…',
  loadMore: 'Tampilkan hasil lainnya',
  errorTitle: 'Pencarian gagal',
  errorOffline: 'Layanan pencarian tidak dapat dihubungi. Periksa koneksi Anda.',
  errorTimeout: 'Layanan pencarian terlalu lama menjawab.',
  errorThrottled: 'Terlalu banyak pencarian dalam waktu singkat.',
  errorThrottledWait: {
    other: 'Terlalu banyak pencarian dalam waktu singkat. Anda dapat mencoba lagi dalam {seconds} detik.',
  },
  errorNotFound: 'Proyek atau versi ini tidak memiliki indeks pencarian.',
  errorServer: 'Layanan pencarian sedang bermasalah.',
  errorUnexpected: 'Layanan pencarian mengirim jawaban yang tidak dipahami halaman ini.',
  errorNoProject: 'Halaman ini tidak menyebutkan proyek mana yang dicari.',
  retry: 'Coba lagi',
  retryIn: 'Coba lagi dalam {seconds} dtk',
  recentTitle: 'Pencarian terakhir',
  clearRecent: 'Hapus pencarian terakhir',
  emptyHint: 'Ketik untuk mencari di dokumentasi.',
  hintNavigate: 'untuk berpindah',
  hintSelect: 'untuk membuka',
  hintNewTab: 'tab baru',
  hintClose: 'untuk menutup',
  themeSearchNotice: 'Pencarian teks lengkap sedang tidak tersedia, jadi ini adalah pencarian bawaan situs. Pencarian akan kembali dengan sendirinya.',
  themeSearchNoticeLasting: 'Pencarian teks lengkap tidak dapat berjalan di halaman ini, jadi ini adalah pencarian bawaan situs.',
} satisfies SearchCatalogue;

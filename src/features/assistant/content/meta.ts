import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const assistantHead = () =>
  pageHead({
    path: '/dashboard/etkibot',
    title: t`EtkiBot Asistan`,
    description: t`EtkiLab’ın deneylerinden, araçlarından ve sayfalarından cevap bulan, çevrimdışı da çalışan öğretim yardımcısı.`,
  });

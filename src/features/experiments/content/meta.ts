import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of the library pages; run after the route loader has loaded the experiments catalogue. */
export const kitsListHead = () =>
  pageHead({
    path: '/dashboard/experiment-kits',
    title: t`Deney Setleri`,
    description: t`Fen Bilimleri deneyleri, matematik etkinlikleri ve kodlama bulmacaları: 1–8. sınıfların ünitelerine uygun konu anlatımları, sorular, etkinlikler ve çalışma sayfaları.`,
  });

/** A kit or experiment page's title and description, resolved by its loader (so the library stays out of the route tree). */
export type LibraryPageMeta = { title: string; description: string; found: boolean };

export const kitHead = (kitId: string, meta: LibraryPageMeta | undefined) =>
  pageHead({
    path: `/dashboard/experiment-kits/${kitId}`,
    title: meta?.title ?? t`Deney Setleri`,
    description: meta?.description ?? t`Aradığın deney seti bulunamadı.`,
    noindex: !meta?.found,
  });

export const experimentHead = (experimentId: string, meta: LibraryPageMeta | undefined) =>
  pageHead({
    path: `/dashboard/experiment-kits/experiment/${experimentId}`,
    title: meta?.title ?? t`Deney Setleri`,
    description: meta?.description ?? t`Aradığın deney bulunamadı.`,
    noindex: !meta?.found,
  });

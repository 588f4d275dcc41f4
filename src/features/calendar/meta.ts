import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const calendarHead = () =>
  pageHead({
    path: '/dashboard/calendar',
    title: t`Takvim`,
    description: t`2025/2026 öğretim yılı, resmî tatiller, milli bayramlar ve kendi etkinlikleriniz.`,
  });

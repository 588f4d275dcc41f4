import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const calendarHead = () =>
  pageHead({
    path: '/dashboard/calendar',
    title: t`Takvim`,
    description: t`2025/2026 öğretim yılı, resmî tatiller, milli bayramlar ve kendi etkinlikleriniz.`,
  });

export const schoolCalendarHead = () =>
  pageHead({
    path: '/dashboard/school-calendar',
    title: t`Okul takvimi`,
    description: t`Okulunuzun tatil günleri: resmî tatiller, ara tatiller ve kar tatili gibi okulun kendi tatilleri.`,
  });

import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of the progress pages; they run after the loader has loaded the catalogue. Every one is private (noindex by path). */
export const progressMapHead = () =>
  pageHead({
    path: '/progress-map',
    title: t`İlerleme Haritası`,
    description: t`Kazanım kazanım nerede olduğunu gör: başlamadın, denedin, tanışıksın, yeterlisin ya da ustalaştın.`,
  });
export const studentProgressHead = () =>
  pageHead({
    path: '/student-progress',
    title: t`Öğrenci Gelişimi`,
    description: t`Sınıfın kazanım ısı haritası, zorlanılan sorular ve desteğe ihtiyacı olan öğrenciler.`,
  });
export const studentRecordHead = () =>
  pageHead({
    path: '/student-progress/record',
    title: t`Kişisel veriler`,
    description: t`Öğrencinin verilerini indirme, öğrenciyi silme ve kaydını kimlerin açtığı.`,
  });
export const scheduleHead = () =>
  pageHead({ path: '/schedule', title: t`Ders Programı`, description: t`Haftalık ders programı, teslim tarihleri, sınavlar, XP, günlük hedef ve seriler.` });

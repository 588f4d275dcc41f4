import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const featuresSummaryHead = () =>
  pageHead({ path: '/dashboard/features-summary', title: t`Platform Özellikleri`, description: t`Platformun sunduğu içerikler ve okul paketi özellikleri.` });

export const dashboardHomeHead = () =>
  pageHead({ path: '/dashboard', title: t`Gösterge Paneli`, description: t`Deney içerikleriniz, araçlarınız ve duyurularınız.` });

export const shippingHead = () => pageHead({ path: '/dashboard/shipping', title: t`Kargo Takibi`, description: t`Fiziksel deney setlerinizin kargo durumu.` });

export const communicationsHead = () => pageHead({ path: '/communications', title: t`Duyurular`, description: t`Sınıfınızın ve okulunuzun duyuruları.` });

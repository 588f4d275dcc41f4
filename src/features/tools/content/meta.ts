import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

export const toolsHead = () =>
  pageHead({
    path: '/dashboard/tools',
    title: t`Ek Araçlar`,
    description: t`Sınıf için on bir araç: kronometre, çarpım tablosu, periyodik tablo, birim çevirici, hareket ve dalga analizi ve daha fazlası. İnternet olmadan da çalışır.`,
  });

/** A tool page's title and description, resolved by its loader (so the registry stays out of the route tree). */
export type ToolPageMeta = { title: string; description: string };

export const toolHead = (toolId: string, meta: ToolPageMeta | undefined) =>
  pageHead({
    path: `/dashboard/tools/${toolId}`,
    title: meta?.title ?? t`Ek Araçlar`,
    description: meta?.description ?? t`Sınıf için araçlar.`,
  });

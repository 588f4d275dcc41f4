import { useLingui } from '@lingui/react/macro';
import type { Crumb } from '@/shared/ui/Breadcrumbs.tsx';

/** Anasayfa › Deney Setleri, then whatever deeper pages add. */
export function useLibraryCrumbs(...rest: Crumb[]): Crumb[] {
  const { t } = useLingui();
  return [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Deney Setleri`, href: '/dashboard/experiment-kits' }, ...rest];
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '@/shared/api/contract.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as layout from '../shared/layout.css.ts';

/**
 * /create-assignment for anyone but a teacher: only a class's teacher gives work (the server refuses
 * the rest), so the page says what it is for and leads to the caller's own screen, rather than asking
 * them to create a class first.
 */
export function CreateAssignmentNotYours({ role }: { role: Role }) {
  const { t } = useLingui();
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ödev oluştur` }];
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={crumbs}
        title={<Trans>Ödev oluştur</Trans>}
        lead={<Trans>Bu sayfada öğretmenler sınıflarına bir deneyi, bir aracı ya da serbest bir görevi ödev olarak verir.</Trans>}
      />
      {role === 'student' ? (
        <>
          <p className={layout.muted}>
            <Trans>Öğretmenlerinin sana verdiği ödevler Ödevlerim sayfasında.</Trans>
          </p>
          <PathLink href="/homeworks" className={button({ variant: 'primary' })}>
            <Trans>Ödevlerime git</Trans>
          </PathLink>
        </>
      ) : role === 'parent' ? (
        <>
          <p className={layout.muted}>
            <Trans>Çocuğunuza verilen ödevleri, teslim tarihlerini ve öğretmen notlarını Çocuğumun Ödevleri sayfasında görebilirsiniz.</Trans>
          </p>
          <PathLink href="/homeworks" className={button({ variant: 'primary' })}>
            <Trans>Çocuğumun ödevlerine git</Trans>
          </PathLink>
        </>
      ) : (
        <>
          <p className={layout.muted}>
            <Trans>Ödevleri sınıfların öğretmenleri verir; okul yöneticisi okulunun ödevlerini Ödevler sayfasında izler.</Trans>
          </p>
          <PathLink href="/assignments" className={button({ variant: 'primary' })}>
            <Trans>Ödevlere git</Trans>
          </PathLink>
        </>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';

/** An address whose id cannot be a record: said plainly, with a way back. */
export function NotFoundRecord() {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Bulunamadı` }]}
        title={<Trans>Kayıt bulunamadı</Trans>}
        lead={<Trans>Bu adreste bir kayıt yok ya da onu görme yetkiniz yok.</Trans>}
      />
      <PathLink href="/dashboard" className={button({ variant: 'primary' })}>
        <Trans>Anasayfaya dön</Trans>
      </PathLink>
    </div>
  );
}

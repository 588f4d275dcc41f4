import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { DemoPanel } from '@/shared/ui/DemoPanel.tsx';
import * as styles from '@/shared/styles/panels.css.ts';

/** /dashboard/etkibot: what the assistant is for, and the demo notice until the assistant service exists. */
export function AssistantPage() {
  const { t } = useLingui();
  const uses = [
    {
      icon: '🔬',
      title: <Trans>Deney yardımı</Trans>,
      text: <Trans>Öğrenciler bir deneyde takıldıklarında adım adım ipucu alır; cevabı değil, düşünme yolunu gösterir.</Trans>,
    },
    {
      icon: '📝',
      title: <Trans>Soru ve etkinlik önerileri</Trans>,
      text: <Trans>Öğretmenler kazanıma uygun örnek sorular ve sınıf etkinlikleri isteyebilir.</Trans>,
    },
    {
      icon: '🏠',
      title: <Trans>Evde bilim</Trans>,
      text: <Trans>Veliler evdeki malzemelerle yapılabilecek güvenli deneyler için öneri alır.</Trans>,
    },
  ];
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`EtkiBot Asistan` }]}
        title={<Trans>EtkiBot Asistan</Trans>}
        lead={<Trans>Deneyler hakkındaki sorulara yanıt veren, etkinlik ve soru öneren yapay zekâ öğretim asistanı.</Trans>}
      />
      <DemoPanel feature={t`EtkiBot Asistan`} />
      <div className={styles.grid}>
        {uses.map((use) => (
          <section key={use.icon}>
            <span aria-hidden="true" className={styles.icon}>
              {use.icon}
            </span>
            <h2 className={styles.cardTitle}>{use.title}</h2>
            <p>{use.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

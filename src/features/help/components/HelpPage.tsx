import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSession } from '@/features/auth';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { HELP_TOPICS, audienceOrder, type HelpAudience } from '../content/helpTopics.ts';
import * as styles from './HelpPage.css.ts';

const AUDIENCE_TITLES: Record<HelpAudience, MessageDescriptor> = {
  student: msg`Öğrenciler için`,
  teacher: msg`Öğretmenler için`,
  parent: msg`Veliler için`,
  administrator: msg`Okul yöneticileri için`,
  everyone: msg`Herkes için`,
};

/** /help: help topics for each role (the user's own first), linking to contact. */
export function HelpPage() {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Yardım` }]}
        title={<Trans>Yardım</Trans>}
        lead={<Trans>Sık sorulan sorular. Aradığınızı bulamazsanız bize yazın; iş günlerinde 24 saat içinde yanıt veririz.</Trans>}
      />
      {audienceOrder(user?.role).map((audience) => (
        <section key={audience} className={styles.section} aria-labelledby={`help-${audience}`}>
          <h2 id={`help-${audience}`} className={styles.sectionTitle}>
            {i18n._(AUDIENCE_TITLES[audience])}
          </h2>
          {HELP_TOPICS[audience].map((topic) => (
            <details key={topic.id} className={styles.topic}>
              <summary className={styles.question}>{i18n._(topic.question)}</summary>
              <p className={styles.answer}>{i18n._(topic.answer)}</p>
            </details>
          ))}
        </section>
      ))}
      <section className={styles.contact} aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.sectionTitle}>
          <Trans>Hâlâ sorunuz mu var?</Trans>
        </h2>
        <p>
          <Trans>İletişim formundan yazın; internet yoksa mesajınız saklanır ve bağlantı gelince gönderilir.</Trans>
        </p>
        <PathLink href="/contact" className={button({ variant: 'primary' })}>
          <Trans>İletişime Geç</Trans>
        </PathLink>
      </section>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { DemoNoticeDialog } from '@/shared/ui/DemoNoticeDialog.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { curriculumPercent, itemCount } from '@/shared/content/libraryFigures.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { RoleGate } from './RoleGate.tsx';
import { SCHOOL_FEATURES } from '../content/features.ts';
import * as styles from '@/shared/styles/panels.css.ts';

/** A feature card: a link when the feature is open in this demo, otherwise the demo notice. */
type FeatureCard = { id: string; icon: string; title: MessageDescriptor; text: MessageDescriptor; href?: string };

/** What every school account has today, open in this demo. */
const OPEN_OFFERS: readonly FeatureCard[] = [
  {
    id: 'experiments',
    icon: '🧪',
    title: msg`Dijital deney içerikleri`,
    text: msg`Her deneyde altı içerik: konu özeti, deney föyü, örnek sorular, etkileşimli etkinlik, çalışma kâğıdı ve hikâye.`,
    href: '/dashboard/experiment-kits',
  },
  {
    id: 'tools',
    icon: '🧰',
    title: msg`Ek araçlar`,
    text: msg`Kronometreden periyodik tabloya, tutulma takviminden dalga analizine on bir sınıf aracı; internet olmadan da çalışır.`,
    href: '/dashboard/tools',
  },
  {
    id: 'forest',
    icon: '🌳',
    title: msg`Orman farkındalığı`,
    text: msg`Çocuklar için yangın önleme oyunu, ağacın yolculuğu ve orman kahramanları.`,
    href: '/forest',
  },
  {
    id: 'calendar',
    icon: '📅',
    title: msg`Takvim`,
    text: msg`2025/2026 öğretim yılı, tatiller ve kendi etkinlikleriniz tek yerde.`,
    href: '/dashboard/calendar',
  },
];

/** /dashboard/features-summary (teacher, parent, administrator): the platform at a glance, school dashboard type (docs/behaviour.md#roles). */
export function FeaturesSummaryPage() {
  const { t } = useLingui();
  const [demoFeature, setDemoFeature] = useState<string | null>(null);
  const items = itemCount();
  const percent = curriculumPercent();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Platform Özellikleri` }]}
        title={<Trans>Platform Özellikleri</Trans>}
        lead={
          <Trans>
            {items} dijital içerik, 3 yılı aşkın deneyim ve %{percent} müfredat uyumu.
          </Trans>
        }
      />
      <RoleGate roles={['teacher', 'parent', 'administrator']}>
        <FeatureSection id="features-open" title={<Trans>Hemen kullanabilecekleriniz</Trans>} cards={OPEN_OFFERS} onDemo={setDemoFeature} />
        <FeatureSection id="features-school" title={<Trans>Okul paketindeki özellikler</Trans>} cards={SCHOOL_FEATURES} onDemo={setDemoFeature} />
      </RoleGate>
      <DemoNoticeDialog feature={demoFeature} open={demoFeature !== null} onClose={() => setDemoFeature(null)} />
    </div>
  );
}

type FeatureSectionProps = { id: string; title: ReactNode; cards: readonly FeatureCard[]; onDemo: (feature: string) => void };

function FeatureSection({ id, title, cards, onDemo }: FeatureSectionProps) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.grid} role="list">
        {cards.map((card) => (
          <Card as="li" tone="elevated" key={card.id}>
            <span aria-hidden="true" className={styles.icon}>
              {card.icon}
            </span>
            <h3 className={styles.cardTitle}>{i18n._(card.title)}</h3>
            <p>{i18n._(card.text)}</p>
            {card.href ? (
              <PathLink href={card.href} className={button({ variant: 'secondary', size: 'sm' })}>
                <Trans>Aç</Trans>
              </PathLink>
            ) : (
              <>
                <Badge tone="warning">
                  <Trans>Demo sürümde kapalı</Trans>
                </Badge>{' '}
                <Button variant="ghost" size="sm" onClick={() => onDemo(i18n._(card.title))}>
                  <Trans>Bilgi al</Trans>
                </Button>
              </>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { toUpperTr } from '@/shared/lib/text.ts';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Card, type CardProps } from '@/shared/ui/Card.tsx';
import { landingStats, reasons, studentBenefits, teacherBenefits, technology, values, type InfoCard } from '../../content/about.ts';
import { SiteSection } from '../SiteSection.tsx';
import * as site from '@/shared/styles/publicPage.css.ts';
import * as styles from './AboutPage.css.ts';

/** docs/behaviour.md#routes-and-guards /about: mission, values, benefits, why us, technology and calls to action. */
export function AboutPage() {
  const { t, i18n } = useLingui();
  const { name } = siteConfig;

  return (
    <div className={site.page}>
      <section className={site.hero} aria-labelledby="about-title">
        <p className={styles.eyebrow}>{toUpperTr(t`Biz kimiz?`)}</p>
        <h1 id="about-title" className={site.title}>
          <Trans>Hakkımızda</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            {name}, 6–18 yaş arası çocukların fen bilimlerini, matematiği ve kodlamayı yaparak öğrenmesi için dijital deney içerikleri ve fiziksel deney setleri
            hazırlayan bir eğitim teknolojisi şirketidir. Okullarla ve öğretmenlerle birlikte, merakı derse dönüştürüyoruz.
          </Trans>
        </p>
        <ul className={styles.stats} aria-label={t`Rakamlarla ${name}`}>
          {landingStats.map((stat) => (
            <li key={stat.id} className={styles.stat}>
              <span className={styles.statIcon} aria-hidden="true">
                {stat.icon}
              </span>
              <span>
                <strong className={styles.statValue}>{stat.value}</strong> <span className={styles.statLabel}>{i18n._(stat.label)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <SiteSection id="about-mission" title={<Trans>Misyonumuz</Trans>}>
        <p className={styles.mission}>
          <Trans>
            Türkiye’nin her yerindeki öğrencilerin, okulunun imkânlarından ve internet bağlantısından bağımsız olarak bilimi deneyerek öğrenmesini sağlamak.
            Öğretmenlere de müfredata uygun, hazır ve güvenilir içeriklerle derse hazırlanmak için harcadıkları zamanı geri kazandırmak.
          </Trans>
        </p>
      </SiteSection>

      <SiteSection id="about-values" title={<Trans>Değerlerimiz</Trans>}>
        <InfoCardGrid items={values} />
      </SiteSection>

      <SiteSection id="about-benefits" title={<Trans>Kimlere ne kazandırır?</Trans>}>
        <div className={styles.twoColumns}>
          <BenefitCard id="about-students" tone="primary" icon="🧒" title={<Trans>Öğrenciler için</Trans>} benefits={studentBenefits} />
          <BenefitCard id="about-teachers" tone="accent" icon="👩‍🏫" title={<Trans>Öğretmenler için</Trans>} benefits={teacherBenefits} />
        </div>
      </SiteSection>

      <SiteSection id="about-why" title={<Trans>Neden {name}?</Trans>}>
        <InfoCardGrid items={reasons} />
      </SiteSection>

      <SiteSection id="about-technology" title={<Trans>Teknolojimiz</Trans>}>
        <p className={styles.sectionIntro}>
          <Trans>Okulların gerçek koşulları için tasarlandı: zayıf bağlantı, paylaşılan tabletler ve kısa ders süreleri.</Trans>
        </p>
        <InfoCardGrid items={technology} />
      </SiteSection>

      <section className={site.cta} aria-labelledby="about-cta">
        <h2 id="about-cta" className={site.sectionTitle}>
          <Trans>Keşfetmeye hazır mısınız?</Trans>
        </h2>
        <p className={styles.cardText}>
          <Trans>Sınıf düzeylerine göre içeriklere göz atın ya da okulunuz için bizimle konuşun.</Trans>
        </p>
        <div className={site.ctaActions}>
          <ButtonLink to="/courses" size="lg">
            <Trans>İçerikleri incele</Trans>
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg">
            <Trans>Bize ulaşın</Trans>
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function InfoCardGrid({ items }: { items: readonly InfoCard[] }) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Card as="li" key={item.id} tone="elevated">
          <span className={styles.cardIcon} aria-hidden="true">
            {item.icon}
          </span>
          <h3 className={styles.cardTitle}>{i18n._(item.title)}</h3>
          <p className={styles.cardText}>{i18n._(item.text)}</p>
        </Card>
      ))}
    </ul>
  );
}

type BenefitCardProps = {
  id: string;
  tone: CardProps['tone'];
  icon: string;
  title: ReactNode;
  benefits: readonly MessageDescriptor[];
};

function BenefitCard({ id, tone, icon, title, benefits }: BenefitCardProps) {
  const { i18n } = useLingui();
  return (
    <Card as="section" tone={tone} aria-labelledby={id}>
      <span className={styles.cardIcon} aria-hidden="true">
        {icon}
      </span>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      <ul className={styles.benefitList}>
        {benefits.map((benefit) => (
          <li key={benefit.id}>{i18n._(benefit)}</li>
        ))}
      </ul>
    </Card>
  );
}

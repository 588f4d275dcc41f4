import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { ContentKinds } from './ContentKinds.tsx';
import { Stats } from './Stats.tsx';
import * as styles from './HomePage.css.ts';

/** The public landing page: what the platform offers and where to start. */
export function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <Badge tone="primary">
            <Trans>6–18 yaş · MEB müfredatına uygun</Trans>
          </Badge>
          <h1 id="home-title" className={styles.heroTitle}>
            <Trans>Bilimi dokunarak, deneyerek, keşfederek öğrenin</Trans>
          </h1>
          <p className={styles.heroLead}>
            <Trans>
              Fen, matematik ve kodlama için dijital deney içerikleri, yapay zekâ destekli EtkiBot asistanı ve sınıf araçları tek platformda. Okul tabletinde
              internet olmadan da çalışır.
            </Trans>
          </p>
          <div className={styles.heroActions}>
            <PathLink href="/login" className={button({ variant: 'primary', size: 'lg' })}>
              <Trans>Platforma Giriş Yap</Trans>
            </PathLink>
            <ButtonLink to="/contact" variant="secondary" size="lg">
              <Trans>Okulunuz için bilgi alın</Trans>
            </ButtonLink>
          </div>
        </div>
        <img className={styles.heroArt} src="/icons/hero-illustration.svg" alt="" width={560} height={420} fetchPriority="high" />
      </section>

      <Stats />

      <section className={styles.section} aria-labelledby="content-title">
        <div className={styles.sectionHead}>
          <h2 id="content-title" className={styles.sectionTitle}>
            <Trans>Her deney altı farklı içerikle gelir</Trans>
          </h2>
          <p className={styles.sectionLead}>
            <Trans>
              Fiziksel deney setlerimizle birlikte kullanılan dijital içerikler, öğrencinin konuyu anlamasından sınava hazırlanmasına kadar her adımı kapsar.
            </Trans>
          </p>
        </div>
        <ContentKinds />
      </section>

      <section className={styles.sectionAlt} aria-labelledby="features-title">
        <div className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="features-title" className={styles.sectionTitle}>
              <Trans>Öğretmen, öğrenci ve veli için tek platform</Trans>
            </h2>
            <p className={styles.sectionLead}>
              <Trans>Sınıfı yönetmekten deney setinin kargosunu izlemeye kadar ihtiyaç duyduğunuz her şey.</Trans>
            </p>
          </div>
          <FeatureGrid />
        </div>
      </section>

      <section className={styles.forest} aria-labelledby="forest-title">
        <img src="/icons/mascot-squirrel.svg" alt="" width={160} height={160} className={styles.forestArt} loading="lazy" />
        <div>
          <h2 id="forest-title" className={styles.sectionTitle}>
            <Trans>Orman Farkındalığı: çocuklar için ücretsiz mini site</Trans>
          </h2>
          <p>
            <Trans>
              Maskotumuz Fındık ile yangın önleme oyunu, bir ağacın yaşam yolculuğu, Türkiye’nin ormanları ve fidan dikim kampanyaları. Üyelik gerekmez,
              internet olmadan da oynanır.
            </Trans>
          </p>
          <PathLink href="/forest" className={button({ variant: 'accent', size: 'lg' })}>
            <Trans>Ormana Git</Trans>
          </PathLink>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.ctaTitle}>
          <Trans>Sınıfınızda denemeye hazır mısınız?</Trans>
        </h2>
        <p className={styles.ctaLead}>
          <Trans>Okulunuza özel hesaplar, deney setleri ve öğretmen eğitimi için bize ulaşın.</Trans>
        </p>
        <div className={styles.heroActions}>
          <ButtonLink to="/contact" size="lg" variant="accent">
            <Trans>Bize Ulaşın</Trans>
          </ButtonLink>
          <Link to="/about" className={styles.ctaLink} aria-label={t`Hakkımızda sayfasında daha fazlasını okuyun`}>
            <Trans>Bizi daha yakından tanıyın</Trans>
          </Link>
        </div>
      </section>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/shared/styles/recipes.css.ts';
import { Card } from '@/shared/ui/Card.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { EmojiFallbackImage } from '../art/EmojiFallbackImage.tsx';
import { MascotSays } from '../art/MascotSays.tsx';
import { activities, suggestions } from '../../content/home.ts';
import * as styles from './ForestHome.css.ts';

/** docs/behaviour.md#routes-and-guards forest home: mascot, fire banner, five activities, three suggestions, a closing call to action. */
export function ForestHome() {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="forest-home-title">
        <div>
          <h1 id="forest-home-title" className={styles.title}>
            <Trans>Ormanı Birlikte Koruyalım!</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Oyunlar oyna, ağaçları tanı, ormanı korumayı öğren.</Trans>
          </p>
        </div>
        <MascotSays size={140}>
          <Trans>Merhaba! Ben Fındık, ormanda yaşayan bir sincabım. Ormanım yangından ve çöpten korunmalı. Bana yardım eder misin?</Trans>
        </MascotSays>
      </section>

      <section className={styles.fireBanner} aria-labelledby="forest-fire-banner">
        <span className={styles.bannerIcon} aria-hidden="true">
          🔥
        </span>
        <div>
          <h2 id="forest-fire-banner" className={styles.bannerTitle}>
            <Trans>Orman yangınlarını çoğunlukla insanlar çıkarır</Trans>
          </h2>
          <p className={styles.bannerText}>
            <Trans>
              Ormanda ateş yakma. Çöpünü geri götür. Duman ya da ateş görürsen hemen bir büyüğüne söyle. Orman yangını ihbar hattı:{' '}
              <a href="tel:177" className={styles.bannerLink}>
                177
              </a>
            </Trans>
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="forest-activities">
        <h2 id="forest-activities" className={styles.sectionTitle}>
          <Trans>Etkinlikler</Trans>
        </h2>
        <ul className={styles.activityGrid}>
          {activities.map((activity) => (
            <Card as="li" tone="elevated" key={activity.id} className={styles.activity}>
              <span className={styles.activityIcon} aria-hidden="true">
                {activity.icon}
              </span>
              <h3 className={styles.cardTitle}>{i18n._(activity.title)}</h3>
              <p className={styles.cardText}>{i18n._(activity.text)}</p>
              <PathLink href={activity.path} className={`${button({ variant: 'primary' })} ${styles.start}`}>
                {i18n._(activity.action)}
                <span aria-hidden="true">→</span>
              </PathLink>
            </Card>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="forest-suggestions">
        <h2 id="forest-suggestions" className={styles.sectionTitle}>
          <Trans>Ailenle neler yapabilirsin?</Trans>
        </h2>
        <ul className={styles.suggestionGrid}>
          {suggestions.map((suggestion) => (
            <Card as="li" tone="accent" key={suggestion.id} className={styles.suggestion}>
              <span className={styles.suggestionIcon} aria-hidden="true">
                {suggestion.icon}
              </span>
              <div>
                <h3 className={styles.cardTitle}>{i18n._(suggestion.title)}</h3>
                <p className={styles.cardText}>{i18n._(suggestion.text)}</p>
              </div>
            </Card>
          ))}
        </ul>
      </section>

      <section className={styles.closing} aria-labelledby="forest-closing">
        <EmojiFallbackImage src="/forest/stages/young-tree.svg" alt="" emoji="🌳" size={96} lazy />
        <div>
          <h2 id="forest-closing" className={styles.closingTitle}>
            <Trans>Her küçük adım ormana iyi gelir!</Trans>
          </h2>
          <p className={styles.closingText}>
            <Trans>Bugün bir çöpü topla, bir fidanı sula ya da bir arkadaşına ormanı anlat.</Trans>
          </p>
          <PathLink href="/forest/fire-prevention" className={button({ variant: 'accent', size: 'lg' })}>
            <Trans>Hadi, ormanı koru!</Trans>
          </PathLink>
        </div>
      </section>
    </div>
  );
}

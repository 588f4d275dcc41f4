import { Trans } from '@lingui/react/macro';
import * as styles from './HomePage.css.ts';

/** The six content kinds of every experiment (docs/behaviour.md#what-the-product-offers). */
export function ContentKinds() {
  return (
    <ol className={styles.kinds}>
      <li className={styles.kind}>
        <span className={styles.cardIcon} aria-hidden="true">
          📘
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Konu Anlatımı</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Deneyin dayandığı kavramlar, yaşa uygun dille ve görsellerle.</Trans>
        </p>
      </li>
      <li className={styles.kind}>
        <span className={styles.cardIcon} aria-hidden="true">
          🧪
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Deney Yapılışı</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Malzemeler, güvenlik uyarıları ve adım adım uygulama.</Trans>
        </p>
      </li>
      <li className={styles.kind}>
        <span className={styles.cardIcon} aria-hidden="true">
          ❓
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Örnek Sorular</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Anında geri bildirim ve açıklamalı çözümler.</Trans>
        </p>
      </li>
      <li className={styles.kind}>
        <span className={styles.cardIcon} aria-hidden="true">
          🎮
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Etkileşimli Etkinlik</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Dokunarak denenen küçük simülasyonlar ve alıştırmalar.</Trans>
        </p>
      </li>
      <li className={styles.kind}>
        <span className={styles.cardIcon} aria-hidden="true">
          📄
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Dokümanlar</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Yazdırılabilir çalışma yaprakları ve deney föyleri.</Trans>
        </p>
      </li>
      <li className={styles.kind}>
        <span className={styles.cardIcon} aria-hidden="true">
          📖
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Hikâye</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Konuyu maskotumuzla birlikte anlatan kısa öyküler.</Trans>
        </p>
      </li>
    </ol>
  );
}

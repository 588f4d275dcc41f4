import { Trans } from '@lingui/react/macro';
import * as styles from './HomePage.css.ts';

/** The six content kinds of every experiment (docs/behaviour.md#what-the-product-offers). */
export function ContentKinds() {
  return (
    <ol className={styles.kinds}>
      <li className={styles.kind}>
        <span className={styles.kindIcon} aria-hidden="true">📘</span>
        <h3 className={styles.kindTitle}><Trans>Konu Anlatımı</Trans></h3>
        <p className={styles.kindText}><Trans>Deneyin dayandığı kavramlar, yaşa uygun dille ve görsellerle.</Trans></p>
      </li>
      <li className={styles.kind}>
        <span className={styles.kindIcon} aria-hidden="true">🧪</span>
        <h3 className={styles.kindTitle}><Trans>Deney Yapılışı</Trans></h3>
        <p className={styles.kindText}><Trans>Malzemeler, güvenlik uyarıları ve adım adım uygulama.</Trans></p>
      </li>
      <li className={styles.kind}>
        <span className={styles.kindIcon} aria-hidden="true">❓</span>
        <h3 className={styles.kindTitle}><Trans>Örnek Sorular</Trans></h3>
        <p className={styles.kindText}><Trans>Anında geri bildirim ve açıklamalı çözümler.</Trans></p>
      </li>
      <li className={styles.kind}>
        <span className={styles.kindIcon} aria-hidden="true">🎮</span>
        <h3 className={styles.kindTitle}><Trans>Etkileşimli Etkinlik</Trans></h3>
        <p className={styles.kindText}><Trans>Dokunarak denenen küçük simülasyonlar ve alıştırmalar.</Trans></p>
      </li>
      <li className={styles.kind}>
        <span className={styles.kindIcon} aria-hidden="true">📄</span>
        <h3 className={styles.kindTitle}><Trans>Dokümanlar</Trans></h3>
        <p className={styles.kindText}><Trans>Yazdırılabilir çalışma yaprakları ve deney föyleri.</Trans></p>
      </li>
      <li className={styles.kind}>
        <span className={styles.kindIcon} aria-hidden="true">📖</span>
        <h3 className={styles.kindTitle}><Trans>Hikâye</Trans></h3>
        <p className={styles.kindText}><Trans>Konuyu maskotumuzla birlikte anlatan kısa öyküler.</Trans></p>
      </li>
    </ol>
  );
}

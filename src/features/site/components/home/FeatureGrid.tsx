import { Trans } from '@lingui/react/macro';
import * as styles from './HomePage.css.ts';

/** What the signed-in platform offers (docs/behaviour.md#what-the-product-offers). */
export function FeatureGrid() {
  return (
    <ul className={styles.features}>
      <li className={styles.feature}>
        <span className={styles.cardIcon} aria-hidden="true">
          🤖
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>EtkiBot Asistanı</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Öğrencinin sorularını konu diliyle yanıtlayan, öğretmene ders hazırlığında yardım eden yapay zekâ asistanı.</Trans>
        </p>
      </li>
      <li className={styles.feature}>
        <span className={styles.cardIcon} aria-hidden="true">
          📝
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Ödev Takibi</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Ödev verin, teslimleri ve notları tek ekrandan izleyin.</Trans>
        </p>
      </li>
      <li className={styles.feature}>
        <span className={styles.cardIcon} aria-hidden="true">
          🗺️
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Gelişim Haritası</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Her öğrencinin kazanımlara göre ilerlemesini görsel bir haritada görün.</Trans>
        </p>
      </li>
      <li className={styles.feature}>
        <span className={styles.cardIcon} aria-hidden="true">
          📦
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Deney Seti Kargo Takibi</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Okulunuza gönderilen fiziksel deney setlerinin nerede olduğunu izleyin.</Trans>
        </p>
      </li>
      <li className={styles.feature}>
        <span className={styles.cardIcon} aria-hidden="true">
          👩‍🏫
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Sınıf Yönetimi</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Sınıflarınızı, öğrencilerinizi ve derslerinizi düzenleyin.</Trans>
        </p>
      </li>
      <li className={styles.feature}>
        <span className={styles.cardIcon} aria-hidden="true">
          📅
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>Ders Programı</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>Dersleri, laboratuvar saatlerini ve sınavları takvimde planlayın.</Trans>
        </p>
      </li>
      <li className={styles.featureWide}>
        <span className={styles.cardIcon} aria-hidden="true">
          🧰
        </span>
        <h3 className={styles.cardTitle}>
          <Trans>11 Sınıf Aracı</Trans>
        </h3>
        <p className={styles.cardText}>
          <Trans>
            Kronometre, çarpım tablosu, periyodik tablo, tutulma takvimi, güneş fırını planlayıcı, ayna çizimi, Dünya hakkındaki tarihsel inanışlar, hareket
            analizi, dalga analizi, güneş ışığı şiddeti ve birim çevirici — hepsi internetsiz çalışır.
          </Trans>
        </p>
      </li>
    </ul>
  );
}

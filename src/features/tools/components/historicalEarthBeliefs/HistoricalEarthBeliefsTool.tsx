import { Trans } from '@lingui/react/macro';
import * as layout from '../toolLayout.css.ts';
import { EratosthenesCalculator } from './EratosthenesCalculator.tsx';
import { Timeline } from './Timeline.tsx';

/** How people learnt the Earth is round, and Eratosthenes' measurement to try in class. */
export default function HistoricalEarthBeliefsTool() {
  return (
    <div className={layout.tool}>
      <p className={layout.muted}>
        <Trans>
          İnsanlar binlerce yıl boyunca Dünya’nın şeklini merak etti. Önce hikâyeler anlatıldı, sonra gözlemler ve ölçümler geldi. Zaman çizelgesini izleyin,
          sonra Eratosthenes gibi Dünya’nın çevresini siz hesaplayın.
        </Trans>
      </p>
      <section aria-labelledby="earth-timeline-title" className={layout.tool}>
        <h2 id="earth-timeline-title" className={layout.panelTitle}>
          <Trans>Zaman çizelgesi</Trans>
        </h2>
        <Timeline />
      </section>
      <section aria-labelledby="earth-calculator-title" className={layout.tool}>
        <h2 id="earth-calculator-title" className={layout.panelTitle}>
          <Trans>Eratosthenes hesaplayıcısı</Trans>
        </h2>
        <p className={layout.muted}>
          <Trans>
            Deneyin: Öğle vakti güneşli bir yerde 1 m’lik bir çubuğu yere dik koyun ve gölgesini ölçün. Başka bir şehirdeki bir sınıfla aynı gün aynı anda ölçüm
            yaparsanız, iki açının farkı ve şehirler arası kuzey–güney uzaklığı ile Dünya’nın çevresini bulabilirsiniz.
          </Trans>
        </p>
        <EratosthenesCalculator />
      </section>
    </div>
  );
}

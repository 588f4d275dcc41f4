import { Trans } from '@lingui/react/macro';
import * as layout from '../shared/layout.css.ts';

/** What the one average counts (src/shared/classroom/average.ts), written beside every figure drawn from it. */
export function AverageBasis() {
  return (
    <p className={layout.muted}>
      <Trans>
        Ortalamalar değerlendirilmiş ödevlerden hesaplanır: öğretmenin puan verdiği, kaldırılmamış ödevler; öğrencinin muaf tutulduğu ödev sayılmaz. Puanlar
        yüzdedir (0–100).
      </Trans>
    </p>
  );
}

import { Trans } from '@lingui/react/macro';
import { DemoNoticeBody } from './DemoNoticeDialog.tsx';
import * as styles from '../styles/panels.css.ts';

/** The demo notice in the page itself, for screens whose service the demo does not have. */
export function DemoPanel({ feature }: { feature: string }) {
  return (
    <section className={styles.demoPanel} aria-labelledby="demo-panel-title">
      <h2 id="demo-panel-title" className={styles.demoTitle}>
        <Trans>Demo sürüm</Trans>
      </h2>
      <DemoNoticeBody feature={feature} />
    </section>
  );
}

import { useEffect, useEffectEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { formatDuration, lapExtremes, lapRows } from '../../model/stopwatch/stopwatch.ts';
import { useStopwatch } from '../../model/stopwatch/useStopwatch.ts';
import * as layout from '../toolLayout.css.ts';
import * as styles from './StopwatchTool.css.ts';

/** Keys typed into a form field are text, not shortcuts. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export default function StopwatchTool() {
  const { t } = useLingui();
  const { state, status, elapsed, toggle, lap, reset } = useStopwatch();
  const [announcement, setAnnouncement] = useState('');
  const rows = lapRows(state.laps);
  const extremes = lapExtremes(rows);

  const doToggle = () => {
    const time = formatDuration(elapsed);
    toggle();
    setAnnouncement(status === 'running' ? t`Durduruldu: ${time}` : status === 'paused' ? t`Devam ediyor` : t`Başladı`);
  };
  const doLap = () => {
    if (status !== 'running') return;
    lap();
    const lapNumber = state.laps.length + 1;
    setAnnouncement(t`Tur ${lapNumber} kaydedildi`);
  };
  const doReset = () => {
    reset();
    setAnnouncement(t`Sıfırlandı`);
  };

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isTyping(event.target)) return;
    const key = event.key.toLocaleLowerCase('tr-TR');
    if (event.code === 'Space' || key === ' ') {
      event.preventDefault();
      doToggle();
    } else if (key === 'l' || event.code === 'KeyL') {
      doLap();
    } else if (key === 'r' || event.code === 'KeyR') {
      doReset();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    // A focused button "clicks" on Space when the key comes up: the shortcut already acted on keydown.
    const swallowSpaceClick = (event: KeyboardEvent) => {
      if (event.code === 'Space' && !isTyping(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    window.addEventListener('keyup', swallowSpaceClick);
    return () => {
      window.removeEventListener('keydown', listener);
      window.removeEventListener('keyup', swallowSpaceClick);
    };
  }, []);

  return (
    <div className={layout.stack}>
      <section className={`${layout.panel} ${styles.face}`} aria-label={t`Kronometre`}>
        <p className={styles.status} data-status={status}>
          {status === 'running' ? <Trans>Çalışıyor</Trans> : status === 'paused' ? <Trans>Duraklatıldı</Trans> : <Trans>Hazır</Trans>}
        </p>
        <div role="timer" aria-live="off" aria-label={t`Geçen süre`} className={styles.digits}>
          {formatDuration(elapsed)}
        </div>
        <div className={styles.controls}>
          <Button
            size="lg"
            variant={status === 'running' ? 'accent' : 'primary'}
            onClick={doToggle}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a key name for assistive technology
            aria-keyshortcuts="Space"
            className={styles.mainButton}
          >
            {status === 'running' ? <Trans>Duraklat</Trans> : status === 'paused' ? <Trans>Devam et</Trans> : <Trans>Başlat</Trans>}
          </Button>
          <Button size="lg" variant="secondary" onClick={doLap} disabled={status !== 'running'} aria-keyshortcuts="L">
            <Trans>Tur</Trans>
          </Button>
          <Button size="lg" variant="ghost" onClick={doReset} disabled={status === 'idle' && state.laps.length === 0} aria-keyshortcuts="R">
            <Trans>Sıfırla</Trans>
          </Button>
        </div>
        <p className={styles.shortcuts}>
          <Trans>
            Klavye kısayolları: <kbd>Boşluk</kbd> başlat/duraklat, <kbd>L</kbd> tur, <kbd>R</kbd> sıfırla
          </Trans>
        </p>
        <p className={styles.announcement} role="status" aria-live="polite">
          {announcement}
        </p>
      </section>

      <section className={layout.panel} aria-labelledby="laps-title">
        <h2 id="laps-title" className={layout.panelTitle}>
          <Trans>Turlar</Trans>
        </h2>
        {rows.length === 0 ? (
          <p className={layout.muted}>
            <Trans>Kronometre çalışırken “Tur”a basın: her turun süresi ve toplam süre burada listelenir.</Trans>
          </p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Tur</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Tur süresi</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Toplam</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.number}>
                    <th scope="row">{row.number}</th>
                    <td>
                      {formatDuration(row.split)}
                      {extremes?.fastest === row.number ? (
                        <span className={styles.fastest}>
                          {' '}
                          <Trans>en hızlı</Trans>
                        </span>
                      ) : null}
                      {extremes?.slowest === row.number ? (
                        <span className={styles.slowest}>
                          {' '}
                          <Trans>en yavaş</Trans>
                        </span>
                      ) : null}
                    </td>
                    <td>{formatDuration(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

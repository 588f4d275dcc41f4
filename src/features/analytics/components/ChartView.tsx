import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Chart, ChartCell, ChartSeries } from '../model/charts.ts';
import * as styles from './analytics.css.ts';

type View = 'chart' | 'table';

/** A bar's length as a share of the chart's scale, kept within the track. */
const share = (value: number, max: number): string => `${Math.min(100, Math.max(0, (value / max) * 100))}%`;

/**
 * One chart of the report, drawn with plain HTML: a horizontal bar per figure with its words beside
 * it (the words say everything the bar shows), and the same rows as a real table on demand.
 */
export function ChartView({ chart, level = 2 }: { chart: Chart; level?: 2 | 3 }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const bodyId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const { title } = chart;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <Heading id={titleId} className={styles.sectionTitle}>
          {chart.title}
        </Heading>
        <div className={styles.views} role="group" aria-label={t`${title}: görünüm`}>
          <button type="button" className={styles.view} aria-pressed={view === 'chart'} aria-controls={bodyId} onClick={() => setView('chart')}>
            <Trans>
              Grafik <span className={styles.wideOnly}>olarak göster</span>
            </Trans>
          </button>
          <button type="button" className={styles.view} aria-pressed={view === 'table'} aria-controls={bodyId} onClick={() => setView('table')}>
            <Trans>
              Tablo <span className={styles.wideOnly}>olarak göster</span>
            </Trans>
          </button>
        </div>
      </div>
      <div id={bodyId} className={styles.body}>
        {view === 'chart' ? <BarFigure chart={chart} titleId={titleId} /> : <ChartTable chart={chart} />}
      </div>
    </section>
  );
}

function BarFigure({ chart, titleId }: { chart: Chart; titleId: string }) {
  const several = chart.series.length > 1;
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.legend}>
        {chart.series.map((series) => (
          <span key={series.id} className={styles.legendItem}>
            <span className={styles.swatch[series.tone]} aria-hidden="true" />
            {series.label}
          </span>
        ))}
      </figcaption>
      <ul className={styles.rows}>
        {chart.rows.map((row) => (
          <li key={row.key} className={styles.row[row.level]}>
            <span className={styles.rowLabel[row.level]}>{row.label}</span>
            {row.cells.map((cell, index) => {
              const series = chart.series[index];
              return series ? <Bar key={series.id} cell={cell} series={series} max={chart.max} labelled={several} /> : null;
            })}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Bar({ cell, series, max, labelled }: { cell: ChartCell; series: ChartSeries; max: number; labelled: boolean }) {
  return (
    <span className={labelled ? styles.cell.several : styles.cell.single}>
      {labelled ? <span className={styles.seriesLabel}>{series.label}</span> : null}
      {cell.value === null ? (
        <span className={styles.noTrack} aria-hidden="true" />
      ) : (
        <span className={styles.track} aria-hidden="true">
          <span className={styles.bar[series.tone]} style={{ width: share(cell.value, max) }} />
        </span>
      )}
      <span className={[cell.value === null ? styles.noData : styles.cellText, labelled ? styles.underBar : ''].join(' ')}>{cell.text}</span>
    </span>
  );
}

function ChartTable({ chart }: { chart: Chart }) {
  const { t } = useLingui();
  const { title } = chart;
  return (
    // A region with a name and a tab stop, so a keyboard can scroll a table wider than a phone.
    <div className={styles.tableWrap} role="region" aria-label={t`${title} tablosu`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{chart.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {chart.rowHeader}
            </th>
            {chart.series.map((series) => (
              <th key={series.id} scope="col" className={styles.th}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowHeader[row.level]}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={chart.series[index]?.id ?? index} className={row.level === 'school' ? `${styles.td} ${styles.schoolCell}` : styles.td}>
                  {cell.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

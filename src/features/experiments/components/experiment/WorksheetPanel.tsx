import { Trans, useLingui } from '@lingui/react/macro';
import type { Experiment } from '../../content/types.ts';
import { findUnit } from '../../content/units/index.ts';
import { Button } from '@/shared/ui/Button.tsx';
import * as styles from './worksheet.css.ts';
import * as panel from './experiment.css.ts';

/** The "documents" content kind: a worksheet page with answer lines and an observation table, printable on its own. */
export function WorksheetPanel({ experiment }: { experiment: Experiment }) {
  const { t, i18n } = useLingui();
  const { worksheet } = experiment;
  const grade = experiment.grade;
  const unitEntry = findUnit(experiment.unitId);
  const unit = unitEntry ? i18n._(unitEntry.title) : '';
  const experimentTitle = i18n._(experiment.title);

  return (
    <>
      <h2 className={panel.panelTitle}>
        <Trans>Dokümanlar</Trans>
      </h2>
      <div className={styles.toolbar}>
        <Button onClick={() => window.print()}>
          <span aria-hidden="true">🖨️</span>
          <Trans>Yazdır</Trans>
        </Button>
        <p className={styles.hint}>
          <Trans>Yalnızca çalışma sayfası yazdırılır. PDF olarak da kaydedebilirsin.</Trans>
        </p>
      </div>
      <article className={styles.worksheet} aria-label={t`Çalışma sayfası`}>
        <header className={styles.sheetHeader}>
          <h3 className={styles.sheetTitle}>{i18n._(worksheet.title)}</h3>
          <p className={styles.sheetMeta}>{t`${experimentTitle} · ${grade}. sınıf · ${unit}`}</p>
          <div className={styles.identity}>
            <span className={styles.identityField}>
              <Trans>Ad Soyad:</Trans>
            </span>
            <span className={styles.identityField}>
              <Trans>Sınıf:</Trans>
            </span>
            <span className={styles.identityField}>
              <Trans>Tarih:</Trans>
            </span>
          </div>
        </header>
        <p className={styles.sheetMeta}>{i18n._(worksheet.instructions)}</p>
        <ol className={styles.tasks}>
          {worksheet.tasks.map((task, index) => (
            <li key={index} className={styles.task}>
              <p className={styles.taskPrompt}>{i18n._(task.prompt)}</p>
              {Array.from({ length: task.lines }, (_, line) => (
                <div key={line} className={styles.answerLine} aria-hidden="true" />
              ))}
            </li>
          ))}
        </ol>
        {worksheet.table ? (
          <table className={styles.table}>
            <caption className={styles.caption}>{i18n._(worksheet.table.caption)}</caption>
            <thead>
              <tr>
                {worksheet.table.columns.map((column, index) => (
                  <th key={index} scope="col" className={styles.cell}>
                    {i18n._(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: worksheet.table.rows }, (_, row) => (
                <tr key={row}>
                  {worksheet.table!.columns.map((_, column) => (
                    <td key={column} className={styles.cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </article>
    </>
  );
}

import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { MASTERY_LEVELS } from '@/shared/progress/mastery.ts';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import { outcomeColumns, rosterOrder } from '../../model/classReport.ts';
import { LEVEL_ICON, REVIEW_ICON } from '../map/levelLook.ts';
import { LevelMark } from './LevelMark.tsx';
import { useLevelWords } from './useLevelWords.ts';
import * as styles from './studentProgress.css.ts';

/**
 * Pupils × outcomes as a real table: a screen reader names the pupil and the outcome of every cell,
 * and the foot counts each level per outcome. The pupil column stays put while a phone scrolls sideways.
 */
export function HeatmapTable({ data }: { data: ClassProgressResponse }) {
  const { t } = useLingui();
  const words = useLevelWords();
  const columns = outcomeColumns(data);
  const className = data.class.name;
  const classId = data.class.id;

  return (
    <div className={styles.tableWrap} role="region" aria-label={t`Kazanım ısı haritası, yana kaydırılabilir`} tabIndex={0}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>
            <Trans>{className} kazanım ısı haritası: her satır bir öğrenci, her sütun bir kazanım</Trans>
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.stickyHead}>
              <Trans>Öğrenci</Trans>
            </th>
            {data.outcomes.map((outcome) => (
              <th key={outcome} scope="col" className={`${styles.th} ${styles.code}`}>
                {outcome}
              </th>
            ))}
            <th scope="col" className={styles.th}>
              <Trans>Harita</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rosterOrder(data.students).map((student) => {
            const name = student.full_name;
            return (
              <tr key={student.id}>
                <th scope="row" className={styles.sticky}>
                  {student.number ? <span className={styles.number}>{student.number}</span> : null}
                  <Link to="/student-progress" search={{ class: classId, student: student.id }} className={styles.rowLink}>
                    {name}
                  </Link>
                </th>
                {data.outcomes.map((outcome, index) => {
                  const cell = student.cells[index];
                  return (
                    <td key={outcome} className={cell ? `${styles.cell} ${styles.level[cell.level]} ${cell.due === null ? '' : styles.due}` : styles.cell}>
                      {cell ? <LevelMark cell={cell} words={words} /> : null}
                    </td>
                  );
                })}
                <td className={styles.cell}>
                  <Link to="/progress-map" search={{ student: student.id }} className={styles.rowLink}>
                    <span aria-hidden="true">🗺️</span>
                    <VisuallyHidden>
                      <Trans>{name} öğrencisinin ilerleme haritası</Trans>
                    </VisuallyHidden>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {MASTERY_LEVELS.map((level) => (
            <tr key={level}>
              <th scope="row" className={styles.stickyHead}>
                <span aria-hidden="true">{LEVEL_ICON[level]} </span>
                {words.levels[level]}
              </th>
              {columns.map((column) => (
                <td key={column.outcome} className={styles.countCell}>
                  {column.levels[level]}
                </td>
              ))}
              <td className={styles.countCell} />
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.stickyHead}>
              <span aria-hidden="true">{REVIEW_ICON} </span>
              {words.due}
            </th>
            {columns.map((column) => (
              <td key={column.outcome} className={styles.countCell}>
                {column.due}
              </td>
            ))}
            <td className={styles.countCell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

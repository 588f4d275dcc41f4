import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { difficultyLabels, eventStatusLabels, eventTypeLabels } from '@/features/calendar';
import type { ScheduleItem } from '../../model/scheduleItems.ts';
import { energyLabels } from '../../model/scheduleLabels.ts';
import { DIFFICULTY_ICONS, ENERGY_ICONS, STATUS_ICONS, TYPE_ICONS } from './itemLook.ts';
import * as styles from './schedule.css.ts';

/** Where a due date leads: the student's homework, or the teacher's assignment. */
export type WorkLink = 'homework' | 'assignment' | null;

type ItemCardProps = { item: ScheduleItem; workLink: WorkLink; onDone?: (item: ScheduleItem) => void };

/** One thing of the week: type, time, title, status, difficulty and energy, each in words beside its icon. */
export function ItemCard({ item, workLink, onDone }: ItemCardProps) {
  const { t, i18n } = useLingui();
  const { title, start, end } = item;
  const statusText = i18n._(eventStatusLabels[item.status]);
  const difficulty = item.difficulty ? i18n._(difficultyLabels[item.difficulty]) : null;
  const energy = item.energy ? i18n._(energyLabels[item.energy]) : null;
  const assignmentId = item.assignmentId === null ? null : String(item.assignmentId);
  const titleRef = useRef<HTMLParagraphElement>(null);

  const markDone = () => {
    onDone?.(item);
    // The button goes once the lesson is done: the keyboard stays on this lesson rather than falling to the page's start.
    titleRef.current?.focus();
  };

  return (
    <li className={[styles.item, styles.typeTint[item.type]].join(' ')}>
      <div className={styles.itemHead}>
        <span className={styles.typeLabel[item.type]}>
          <span aria-hidden="true">{TYPE_ICONS[item.type]} </span>
          {i18n._(eventTypeLabels[item.type])}
        </span>
        <span className={styles.time}>
          {end === null ? (
            <Trans>Son teslim {start}</Trans>
          ) : (
            <Trans>
              {start}–{end}
            </Trans>
          )}
        </span>
      </div>
      <p ref={titleRef} tabIndex={-1} className={styles.itemTitle}>
        {title}
      </p>
      <div className={styles.meta}>
        <span className={[styles.statusTag, styles.status[item.status]].join(' ')}>
          <span aria-hidden="true">{STATUS_ICONS[item.status]}</span>
          {statusText}
        </span>
        {item.difficulty ? (
          <span className={styles.tag}>
            <span aria-hidden="true">{DIFFICULTY_ICONS[item.difficulty]}</span>
            <Trans>Zorluk: {difficulty}</Trans>
          </span>
        ) : null}
        {item.energy ? (
          <span className={styles.tag}>
            <span aria-hidden="true">{ENERGY_ICONS[item.energy]}</span>
            <Trans>Enerji: {energy}</Trans>
          </span>
        ) : null}
        {item.source === 'calendar' ? (
          <span className={styles.tag}>
            <Trans>Kendi takviminden</Trans>
          </span>
        ) : null}
      </div>
      {item.markable && onDone ? (
        <button type="button" className={styles.doneButton} onClick={markDone} aria-label={t`Tamamlandı: ${title}`}>
          <span aria-hidden="true">✓</span>
          <Trans>Tamamlandı</Trans>
        </button>
      ) : null}
      {assignmentId !== null && workLink === 'homework' ? (
        <Link className={styles.link} to="/homeworks/$assignmentId" params={{ assignmentId }} aria-label={t`Ödevi aç: ${title}`}>
          <Trans>Ödevi aç</Trans>
        </Link>
      ) : null}
      {assignmentId !== null && workLink === 'assignment' ? (
        <Link className={styles.link} to="/assignments/$assignmentId" params={{ assignmentId }} aria-label={t`Ödevi aç: ${title}`}>
          <Trans>Ödevi aç</Trans>
        </Link>
      ) : null}
    </li>
  );
}

import type { DueReason, MasteryLevel } from '@/shared/progress/mastery.ts';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import { LEVEL_ICON, REVIEW_ICON } from '../map/levelLook.ts';
import type { LevelCsvLabels } from '../../model/classReportCsv.ts';

/**
 * A level as a picture and in words: never colour alone. Where space is short (a heatmap cell) the
 * words are for screen readers and find-in-page only; elsewhere they show.
 */
export function LevelMark({
  cell,
  words,
  showWords = false,
}: {
  cell: { level: MasteryLevel; due: DueReason | null };
  words: LevelCsvLabels;
  showWords?: boolean;
}) {
  const text = cell.due === null ? words.levels[cell.level] : `${words.levels[cell.level]}, ${words.due}`;
  return (
    <>
      <span aria-hidden="true">
        {LEVEL_ICON[cell.level]}
        {cell.due === null ? null : REVIEW_ICON}
      </span>
      {showWords ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </>
  );
}

import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Evidence } from '@/shared/progress/evidence.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { gradesOf, mapUnits, openingGrade, type MapUnit } from '../../model/progressMap.ts';
import { GradeChips } from './GradeChips.tsx';
import { MapLegend } from './MapLegend.tsx';
import { MapList } from './MapList.tsx';
import { ReviewQuiz } from './ReviewQuiz.tsx';
import { StoneDetails } from './StoneDetails.tsx';
import { UnitTrail } from './UnitTrail.tsx';
import type { Curriculum } from './useCurriculum.ts';
import * as styles from './map.css.ts';

type Props = {
  curriculum: Curriculum;
  evidence: readonly Evidence[];
  grade: number | undefined;
  /** The child's class grade, for a map with nothing on it yet. */
  ownGrade: number | undefined;
  onGrade: (grade: number) => void;
  /** Only the child reviews; a parent or a teacher reads. */
  canReview: boolean;
};

/** The experiments serving outcomes the child has met: what a review mixes in. */
function metItems(units: readonly MapUnit[], focus: string): string[] {
  return units.flatMap((unit) =>
    unit.stones.filter((stone) => stone.code !== focus && stone.assessment.level !== 'not-started').flatMap((stone) => stone.items.map((item) => item.id)),
  );
}

export function MapView({ curriculum, evidence, grade, ownGrade, onGrade, canReview }: Props) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const [asList, setAsList] = useState(false);
  const [open, setOpen] = useState<{ unit: string; code: string } | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const shown = openingGrade(curriculum.units, evidence, grade, ownGrade) ?? 0;
  const grades = gradesOf(curriculum.units);
  const units = useMemo(() => mapUnits(curriculum.units, shown, evidence, now), [curriculum.units, shown, evidence, now]);
  const allUnits = useMemo(
    () => grades.flatMap((each) => (each === shown ? units : mapUnits(curriculum.units, each, evidence, now))),
    [grades, shown, units, curriculum.units, evidence, now],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <GradeChips grades={grades} current={shown} onPick={onGrade} />
        <Button variant="secondary" aria-pressed={asList} onClick={() => setAsList((value) => !value)}>
          {asList ? <Trans>Yol görünümü</Trans> : <Trans>Liste görünümü</Trans>}
        </Button>
      </div>
      <MapLegend />
      {asList ? (
        <MapList units={units} />
      ) : (
        <ul className={styles.units} aria-label={t`${shown}. sınıf üniteleri`}>
          {units.map((unit) => {
            const stone = open?.unit === unit.id ? unit.stones.find((candidate) => candidate.code === open.code) : undefined;
            const started = unit.stones.length - unit.levels['not-started'];
            const count = unit.stones.length;
            const due = unit.due;
            return (
              <li key={unit.id} className={styles.unitCard}>
                <h2 className={styles.unitTitle}>{i18n._(unit.title)}</h2>
                <p className={styles.unitSummary}>
                  <Trans>
                    {count} kazanımın {started} tanesine başladın.
                  </Trans>{' '}
                  {due > 0 ? <Trans>{due} kazanımda tekrar zamanı.</Trans> : null}
                </p>
                <UnitTrail unit={unit} openCode={stone?.code ?? null} onOpen={(code) => setOpen(code ? { unit: unit.id, code } : null)} />
                {stone && reviewing === stone.code ? (
                  <ReviewQuiz
                    focus={stone}
                    otherItems={metItems(allUnits, stone.code)}
                    evidence={evidence}
                    curriculum={curriculum}
                    onClose={() => setReviewing(null)}
                  />
                ) : stone ? (
                  <StoneDetails id={`stone-${unit.id}`} stone={stone} canReview={canReview} onReview={setReviewing} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { Circle } from '../../model/manipulatives/numberLine.ts';
import * as css from './manipulative.css.ts';

/** Two or more buttons of which one stays chosen (a circle's fill, the ray's side): a ✓ and a border show it, not colour alone. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChoose,
}: {
  label: string;
  value: T | null;
  options: readonly { id: T; text: string; icon: string }[];
  onChoose: (id: T) => void;
}) {
  return (
    <ul className={css.toggleRow} aria-label={label}>
      {options.map(({ id, text, icon }) => (
        <li key={id}>
          <button type="button" className={css.toggle} aria-pressed={value === id} onClick={() => onChoose(id)}>
            {value === id ? <span aria-hidden="true">✓</span> : null}
            <span aria-hidden="true">{icon}</span>
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** An inequality circle's fill: içi dolu (the bound is a solution) or içi boş (it is not). */
export function CircleChoice({ label, value, onChoose }: { label: string; value: Circle | null; onChoose: (circle: Circle) => void }) {
  const { t } = useLingui();
  const circles: readonly { id: Circle; text: string; icon: string }[] = [
    { id: 'closed', text: t`İçi dolu daire`, icon: '●' },
    { id: 'open', text: t`İçi boş daire`, icon: '○' },
  ];
  return <Choice label={label} value={value} options={circles} onChoose={onChoose} />;
}

type MoveButtonsProps = {
  /** The name of the group, e.g. "Daireyi oynat". */
  label: string;
  /** A mark's step and the big step, in parts, and how they are written. */
  step: number;
  big: number;
  write: (parts: number) => string;
  /** Whether the line is long enough to need the big steps too. */
  showBig: boolean;
  /** A button's name: move by `amount` (as written) forwards or back. */
  name: (amount: string, forwards: boolean) => string;
  onMove: (parts: number) => void;
};

/** − and + buttons that move a point or a circle by a step (and by a big step on a long line): a touch and keyboard way besides dragging. */
export function MoveButtons({ label, step, big, write, showBig, name, onMove }: MoveButtonsProps) {
  const moves = [
    ...(showBig ? [{ id: 'big-back', parts: -big }] : []),
    { id: 'back', parts: -step },
    { id: 'forward', parts: step },
    ...(showBig ? [{ id: 'big-forward', parts: big }] : []),
  ];
  return (
    <div className={css.checkRow} role="group" aria-label={label}>
      {moves.map(({ id, parts }) => {
        const amount = write(Math.abs(parts));
        return (
          <Button key={id} variant="secondary" size="sm" aria-label={name(amount, parts > 0)} onClick={() => onMove(parts)}>
            {`${parts > 0 ? '+' : '−'} ${amount}`}
          </Button>
        );
      })}
    </div>
  );
}

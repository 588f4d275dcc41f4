import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import * as css from './manipulative.css.ts';

/** A reading task's answers: toggle buttons, the chosen one pressed and ticked. */
export function AnswerChoices({
  options,
  chosen,
  onChoose,
}: {
  options: readonly MessageDescriptor[];
  chosen: number | null;
  onChoose: (index: number) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ul className={css.toggleRow} aria-label={t`Cevaplar`}>
      {options.map((option, i) => (
        <li key={i}>
          <button type="button" className={css.toggle} aria-pressed={chosen === i} onClick={() => onChoose(i)}>
            {chosen === i ? <span aria-hidden="true">✓</span> : null}
            {i18n._(option)}
          </button>
        </li>
      ))}
    </ul>
  );
}

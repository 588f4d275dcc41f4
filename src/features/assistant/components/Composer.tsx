import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '@/shared/ui/Button.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { MAX_QUESTION_LENGTH } from '../model/guardrails/guard.ts';
import * as styles from './assistant.css.ts';

type Props = {
  /** Resolves whether the question was taken; the box is emptied only then. */
  onAsk: (question: string) => Promise<boolean>;
  busy: boolean;
  disabled: boolean;
  /** Questions left today, for a student; null when there is no limit. */
  remaining: number | null;
  limit: number;
  suggestions: readonly MessageDescriptor[];
};

/** The question box, with suggested questions to tap; what was typed stays until it is asked. */
export function Composer({ onAsk, busy, disabled, remaining, limit, suggestions }: Props) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const outOfQuestions = remaining !== null && remaining <= 0;
  const blocked = disabled || busy || outOfQuestions;

  const send = async (question: string) => {
    if (!question.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    if (await onAsk(question)) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(text);
  };
  const left = formatNumber(remaining ?? 0);
  const total = formatNumber(limit);
  const typed = text.length;
  const max = MAX_QUESTION_LENGTH;

  return (
    <div className={styles.composer}>
      <ul className={styles.chips} aria-label={t`Önerilen sorular`}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <button type="button" className={styles.chip} disabled={blocked} onClick={() => void send(i18n._(suggestion))}>
              {i18n._(suggestion)}
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.composer} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.speaker}>
          {t`Sorunu yaz`}
        </label>
        <div className={styles.composerRow}>
          <input
            id={inputId}
            className={styles.input}
            value={text}
            maxLength={MAX_QUESTION_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            placeholder={t`Örneğin: Gölge nasıl oluşur?`}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={blocked}>
            {busy ? t`Bakıyorum...` : t`Sor`}
          </Button>
        </div>
        {empty ? (
          <p id={errorId} className={styles.muted} role="alert">
            {t`Önce bir soru yaz.`}
          </p>
        ) : null}
        <div className={styles.composerFoot}>
          {remaining !== null ? (
            <p className={styles.muted} aria-live="polite">
              {outOfQuestions ? t`Bugünkü soru hakkın bitti (${total}). Yarın yeniden sorabilirsin.` : t`Bugün kalan soru: ${left} / ${total}`}
            </p>
          ) : (
            <span />
          )}
          <p className={styles.muted}>{t`${typed} / ${max}`}</p>
        </div>
      </form>
    </div>
  );
}

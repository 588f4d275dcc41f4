import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { formatPercent } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { useQuestionTexts } from './useQuestionTexts.ts';
import * as styles from './studentProgress.css.ts';

/** The hardest few first; the rest on request, so the page stays a summary. */
const SHOWN_AT_FIRST = 10;

/** "Zorlanılan sorular": the questions most of the class got wrong the first time, with the experiment and the question asked. */
export function HardQuestions({ questions }: { questions: ClassProgressResponse['hard_questions'] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [all, setAll] = useState(false);
  const texts = useQuestionTexts(questions.map((question) => question.questionId));
  const shown = all ? questions : questions.slice(0, SHOWN_AT_FIRST);
  const hidden = questions.length - shown.length;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Zorlanılan sorular</Trans>
      </h2>
      {questions.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Henüz sınıfın çoğunun yanlış cevapladığı bir soru yok. En az üç öğrencinin cevapladığı sorular burada sıralanır.</Trans>
        </p>
      ) : (
        <>
          <div className={styles.tableWrap} role="region" aria-label={t`Zorlanılan sorular tablosu`} tabIndex={0}>
            <table className={styles.plainTable}>
              <thead>
                <tr>
                  <th scope="col" className={styles.plainTh}>
                    <Trans>Soru</Trans>
                  </th>
                  <th scope="col" className={`${styles.plainTh} ${styles.numeric}`}>
                    <Trans>Yanlış / cevaplayan</Trans>
                  </th>
                  <th scope="col" className={styles.plainTh}>
                    <Trans>Kazanım</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((question) => {
                  const text = texts.get(question.questionId);
                  const wrong = question.wrong;
                  const answered = question.students;
                  const share = formatPercent(answered > 0 ? wrong / answered : 0);
                  return (
                    <tr key={question.questionId}>
                      <th scope="row" className={styles.plainTd}>
                        {text ? i18n._(text.title) : question.questionId}
                        {text?.prompt ? <p className={styles.prompt}>{i18n._(text.prompt)}</p> : null}
                      </th>
                      <td className={`${styles.plainTd} ${styles.numeric}`}>
                        <Trans>
                          {wrong} / {answered} öğrenci ({share})
                        </Trans>
                      </td>
                      <td className={`${styles.plainTd} ${styles.code}`}>{question.outcomeCodes.join(', ')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {hidden > 0 ? (
            <Button variant="secondary" onClick={() => setAll(true)}>
              <Trans>Tümünü göster ({hidden} soru daha)</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

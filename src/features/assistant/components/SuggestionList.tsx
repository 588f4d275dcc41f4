import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import type { Suggestion } from '../model/reply.ts';
import * as styles from './assistant.css.ts';

/** A teacher's activity list: each experiment or tool with its grade and MEB codes, one tap from an assignment. */
export function SuggestionList({ items, grade, code }: { items: readonly Suggestion[]; grade?: number; code?: string }) {
  const { t } = useLingui();
  if (items.length === 0) {
    return (
      <p className={styles.paragraph}>
        <Trans>Bu sınıf ya da kazanım için kütüphanede bir etkinlik bulamadım. Kazanım kodunu (ör. F.5.2) ya da konuyu yazarak yeniden deneyin.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={styles.paragraph}>
        {code ? (
          <Trans>{code} kazanımına uygun etkinlikler:</Trans>
        ) : grade ? (
          <Trans>{grade}. sınıf için uygun etkinlikler:</Trans>
        ) : (
          <Trans>Uygun etkinlikler:</Trans>
        )}
      </p>
      <ul className={styles.suggestions}>
        {items.map((item) => {
          // Outcomes carry codes only where they are certain; the unit's code stands in for the others.
          const codes = item.codes.length > 0 ? item.codes.join(', ') : (item.unit ?? '');
          const level = item.grade;
          const title = item.title;
          return (
            <li key={item.source} className={styles.suggestion}>
              <h3 className={styles.suggestionTitle}>
                <PathLink href={item.href}>{item.title}</PathLink>
              </h3>
              {level || codes ? (
                <p className={styles.muted}>
                  {level ? <Trans>{level}. sınıf</Trans> : null}
                  {level && codes ? ' · ' : null}
                  {codes ? <span className={styles.codes}>{codes}</span> : null}
                </p>
              ) : null}
              <div className={styles.actions}>
                <ButtonLink
                  to="/create-assignment"
                  search={item.kind === 'experiment' ? { experiment: item.id } : { tool: item.id }}
                  variant="secondary"
                  size="sm"
                  aria-label={t`${title}: ödev olarak ver`}
                >
                  {t`Ödev olarak ver`}
                </ButtonLink>
                {item.kind === 'experiment' ? (
                  <ButtonLink
                    to="/create-assignment"
                    search={{ experiment: item.id, part: 'questions' }}
                    variant="ghost"
                    size="sm"
                    aria-label={t`${title}: örnek soruları ödev olarak ver`}
                  >
                    {t`Soruları ödev ver`}
                  </ButtonLink>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import type { SourceCard } from '../model/reply.ts';
import * as styles from './assistant.css.ts';

const ICONS: Record<string, string> = { experiment: '🔬', tool: '🧰', forest: '🌳', help: '❓', blog: '📰' };

/** Where an answer came from, each a link that opens it (offline too: the content is on the device). */
export function SourceCards({ cards }: { cards: readonly SourceCard[] }) {
  const { t } = useLingui();
  if (cards.length === 0) return null;
  return (
    <ul className={styles.cards} aria-label={t`Kaynaklar`}>
      {cards.map((card) => (
        <li key={card.source}>
          <PathLink href={card.href} className={styles.card}>
            <span aria-hidden="true">{ICONS[card.source.split(':')[0] ?? ''] ?? '📄'}</span>
            {card.title}
          </PathLink>
        </li>
      ))}
    </ul>
  );
}

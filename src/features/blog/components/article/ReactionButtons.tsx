import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Article } from '@/shared/api/contract.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import { useHydrated } from '@/shared/lib/useHydrated.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { bookmarkCall, likeCall, setArticleCounts } from '../../api.ts';
import { hasReacted, rememberReaction, type ReactionKind } from '../../model/reactionMemory.ts';
import * as styles from './article.css.ts';

const NOTHING_PRESSED = { like: false, bookmark: false };

/** Like and bookmark: pressing again undoes; the counts change in place (docs/behaviour.md#sessions-and-flows). */
export function ReactionButtons({ article }: { article: Article }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const storage = safeLocalStorage();
  const [remembered, setPressed] = useState(() => ({
    like: hasReacted(storage, 'like', article.slug),
    bookmark: hasReacted(storage, 'bookmark', article.slug),
  }));
  // What this device remembers shows once a rendered article has hydrated (the markup knows no device).
  const pressed = useHydrated() ? remembered : NOTHING_PRESSED;

  const reaction = useMutation({
    mutationFn: async ({ kind, on }: { kind: ReactionKind; on: boolean }) => {
      if (kind === 'like') return { kind, on, likes_count: (await likeCall(article.id, on ? 'like' : 'unlike')).likes_count };
      return { kind, on, bookmarks_count: (await bookmarkCall(article.id, on ? 'bookmark' : 'unbookmark')).bookmarks_count };
    },
    onSuccess: ({ kind, on, ...counts }) => {
      setArticleCounts(queryClient, article.slug, counts);
      rememberReaction(storage, kind, article.slug, on);
      setPressed((current) => ({ ...current, [kind]: on }));
    },
  });

  const toggle = (kind: ReactionKind) => reaction.mutate({ kind, on: !pressed[kind] });
  const likes = formatNumber(article.likes_count);
  const bookmarks = formatNumber(article.bookmarks_count);

  return (
    <>
      <Button variant={pressed.like ? 'primary' : 'secondary'} aria-pressed={pressed.like} disabled={reaction.isPending} onClick={() => toggle('like')}>
        <span aria-hidden="true">{pressed.like ? '❤️' : '🤍'}</span>
        <span>{t`Beğen`}</span>
        <span data-count>{likes}</span>
      </Button>
      <Button
        variant={pressed.bookmark ? 'primary' : 'secondary'}
        aria-pressed={pressed.bookmark}
        disabled={reaction.isPending}
        onClick={() => toggle('bookmark')}
      >
        <span aria-hidden="true">🔖</span>
        <span>{t`Yer imlerine ekle`}</span>
        <span data-count>{bookmarks}</span>
      </Button>
      {reaction.isError ? (
        <p className={styles.error} role="alert">
          {reaction.error.message}
        </p>
      ) : null}
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { cachedArticles } from '@/features/blog';
import { calendarStorageKey, useCalendarEvents } from '@/features/calendar';
import { ASSISTANT_DAILY_LIMIT_DEFAULT } from '@/shared/api/assistant.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { assistantSettingsQuery, sendFlag } from '../api.ts';
import { addBlogPosts, loadAssistantIndex } from '../content/assistantIndex.ts';
import { respond } from '../content/respond.ts';
import { loadConversation, saveConversation } from '../model/conversation.ts';
import { countOneQuestion, lastKnownLimit, questionsAskedToday, rememberLimit } from '../model/questionCount.ts';
import { remainingQuestions } from '../model/dailyQuota.ts';
import type { LadderState } from '../model/hintLadder.ts';
import type { ChatMessage } from '../model/reply.ts';
import { gatherAgenda } from './agendaSources.ts';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The assistant's state for the signed-in user: the index (loaded once, with the cached blog posts
 * added), this user's conversation from the device, the daily limit, and `ask`.
 */
export function useAssistant() {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const { user } = useSession();
  const role = user?.role;
  // Accounts from the API always have an id; the e-mail stands in for one restored from an older session.
  const owner = user ? String(user.id ?? `email:${user.email.toLowerCase()}`) : null;
  const settings = useQuery(assistantSettingsQuery());
  const calendar = useCalendarEvents(user ? calendarStorageKey(user) : null);
  // The index, with the blog posts this device has read added to it (offline, those are all it knows).
  const loadedIndex = useLoaded(
    () =>
      loadAssistantIndex().then((loaded) => {
        addBlogPosts(loaded, cachedArticles(client));
        return loaded;
      }),
    [client],
  );
  const index = loadedValue(loadedIndex);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [asked, setAsked] = useState(0);
  const [busy, setBusy] = useState(false);
  const [storedLimit, setStoredLimit] = useState<number | undefined>(undefined);
  const loadedFor = useRef<string | null>(null);
  // The conversation as last committed, so a change is saved once, outside React's state updater
  // (which may run twice).
  const latest = useRef<ChatMessage[]>([]);

  const retry = loadedIndex.retry;
  const status: Status = index ? 'ready' : loadedIndex.status === 'error' ? 'failed' : 'loading';

  useEffect(() => {
    if (!owner || loadedFor.current === owner) return;
    loadedFor.current = owner;
    void loadConversation(owner).then((stored) => {
      latest.current = stored;
      setMessages(stored);
    });
    void questionsAskedToday(owner, new Date()).then(setAsked);
    void lastKnownLimit(owner).then(setStoredLimit);
  }, [owner]);

  const serverLimit = settings.data?.dailyLimit;
  useEffect(() => {
    if (owner && serverLimit !== undefined) void rememberLimit(owner, serverLimit, new Date());
  }, [owner, serverLimit]);

  const limited = role === 'student';
  // The server's word when it can be asked; offline, the last it said (kept across sign-outs); else the default.
  const limit = serverLimit ?? storedLimit ?? ASSISTANT_DAILY_LIMIT_DEFAULT;
  const remaining = limited ? remainingQuestions(limit, asked) : null;

  const commit = useCallback(
    (update: (current: ChatMessage[]) => ChatMessage[]) => {
      const next = update(latest.current);
      latest.current = next;
      setMessages(next);
      if (owner) void saveConversation(owner, next);
    },
    [owner],
  );

  /** Answers whether the question was taken (the box keeps what was typed when it was not). */
  const ask = async (text: string): Promise<boolean> => {
    const question = text.trim();
    if (!question || !index || !owner || busy) return false;
    const now = new Date();
    if (limited && remainingQuestions(limit, await questionsAskedToday(owner, now)) <= 0) {
      commit((current) => [...current, { id: newIdempotencyKey(), from: 'bot', at: now.toISOString(), reply: { kind: 'limit', limit } }]);
      return true;
    }
    setBusy(true);
    try {
      const events = calendar.status === 'ready' ? calendar.events : [];
      const outcome = await respond(question, { role, index, agenda: () => gatherAgenda({ client, i18n, role, events, now }) });
      if (limited) setAsked(await countOneQuestion(owner, now));
      commit((current) => [
        ...current,
        { id: newIdempotencyKey(), from: 'user', at: now.toISOString(), text: outcome.kept, masked: outcome.masked },
        { id: newIdempotencyKey(), from: 'bot', at: new Date().toISOString(), reply: outcome.reply },
      ]);
      if (outcome.flag && role === 'student' && settings.data?.shareFlagged && typeof user?.id === 'number') {
        void sendFlag(user.id, outcome.flag, outcome.kept, now);
      }
      return true;
    } catch {
      // A source that would not load (storage evicted, say): not counted, the question stays in the box.
      commit((current) => [...current, { id: newIdempotencyKey(), from: 'bot', at: new Date().toISOString(), reply: { kind: 'failed' } }]);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const updateLadder = useCallback(
    (messageId: string, ladder: LadderState) =>
      commit((current) =>
        current.map((message) =>
          message.id === messageId && message.from === 'bot' && message.reply.kind === 'hint' ? { ...message, reply: { ...message.reply, ladder } } : message,
        ),
      ),
    [commit],
  );

  const clear = useCallback(() => commit(() => []), [commit]);

  return { status, retry, messages, ask, busy, remaining, limit, role, settings: settings.data, updateLadder, clear };
}

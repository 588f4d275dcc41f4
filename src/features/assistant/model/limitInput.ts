import { ASSISTANT_DAILY_LIMIT_MAX, ASSISTANT_DAILY_LIMIT_MIN } from '@/shared/api/assistant.ts';

/** A typed daily limit, or why it cannot be one: whole numbers within the server's bounds only. */
export function parseDailyLimit(text: string): { ok: true; value: number } | { ok: false; reason: 'empty' | 'notWhole' | 'range' } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'notWhole' };
  const value = Number(trimmed);
  if (value < ASSISTANT_DAILY_LIMIT_MIN || value > ASSISTANT_DAILY_LIMIT_MAX) return { ok: false, reason: 'range' };
  return { ok: true, value };
}

import { foldTurkish } from '@/shared/lib/text.ts';
import type { Role } from '@/shared/api/contract.ts';

/**
 * What a message asks for:
 * - `agenda`: "Bugün ne var?", "Ödevim var mı?" — answered from the user's own homework and calendar;
 * - `suggest`: a teacher asking for activities for a grade or an outcome — a list ready to assign;
 * - `hint`: a child stuck on a question — the hint ladder, not the answer;
 * - `search`: anything else — passages of the app's content.
 */
export type Intent =
  | { kind: 'agenda' }
  | { kind: 'suggest'; grade?: number; code?: string; topic: string }
  | { kind: 'hint'; topic: string }
  | { kind: 'search'; topic: string };

const AGENDA = [
  /\bbugun (ne|neler) var\b/,
  /\byarin (ne|neler) var\b/,
  /\bbu hafta (ne|neler) var\b/,
  /\b(odev|odevim|odevlerim|odevler|odevimiz)\b.*\b(var mi|ne|neler|hangi|kac|ne zaman|teslim)\b/,
  /\b(ne|neler|hangi).*\b(odev|odevim|odevlerim|teslim)\w*\b/,
  /\bteslim (tarihi|gunu|zamani)\b/,
  /\b(takvim|takvimim|programim|ajandam)\b.*\b(ne|neler|var)\b/,
  /^(bugun|gundem|ajanda|odevlerim|odevim)$/,
];
const SUGGEST = /\b(oner|onerir|onerisi|oneri|onerin|onerisin|onerebilir)\w*|\betkinlik\w* (bul|ver|lazim)|\bders plan\w*|\bkazanim\w*/;
const HINT = /\b(ipucu|ipuclari|ipucunu|cozemiyorum|cozemedim|takildim|anlamadim|yapamiyorum|nasil cozulur|yardim et)\w*/;
const GRADE = /\b([1-8])\s*\.?\s*(sinif|sinifa|sinifi|sinifin|sinif icin)\b/;
const CODE = /\b([fm])(?:\s*\.\s*)?([1-8])(?:\s*\.\s*(\d{1,2}))?(?:\s*\.\s*(\d{1,2}))?(?:\s*\.\s*(\d{1,2}))?\b/;

/** MEB codes are written "F.5.2.1.1"; a teacher may type "f5.2" or "F.5.2". */
function outcomeCode(folded: string): string | undefined {
  const match = CODE.exec(folded);
  if (!match) return undefined;
  const [, subject, ...parts] = match;
  return [subject?.toUpperCase(), ...parts.filter((part) => part !== undefined)].join('.');
}

const ASKING =
  /\b(oner|onerir|onerisi|oneri|onerin|onerisin|onerebilir)\w*|\b(etkinlik|etkinlikler|etkinligi|ders plani|kazanim|kazanimi|kazanimlari|kazanimina|icin|ne|bana|bir)\b/g;

/** The words left once the asking is taken out: what to search for. */
const topicOf = (folded: string): string => folded.replace(new RegExp(GRADE.source, 'g'), ' ').replace(ASKING, ' ').replace(/\s+/g, ' ').trim();

export function detectIntent(message: string, role: Role | undefined): Intent {
  const raw = foldTurkish(message);
  // The code is read before punctuation goes: its dots are part of it.
  const code = outcomeCode(raw);
  const folded = raw
    .replace(new RegExp(CODE.source, 'g'), ' ')
    .replace(/[?!.,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (AGENDA.some((pattern) => pattern.test(folded))) return { kind: 'agenda' };
  const teaches = role === 'teacher' || role === 'administrator';
  if (teaches && (SUGGEST.test(folded) || code)) {
    const grade = Number(GRADE.exec(folded)?.[1] ?? code?.split('.')[1]);
    return { kind: 'suggest', topic: topicOf(folded), ...(grade ? { grade } : {}), ...(code ? { code } : {}) };
  }
  if (HINT.test(folded)) return { kind: 'hint', topic: folded.replace(HINT, ' ').replace(/\s+/g, ' ').trim() };
  return { kind: 'search', topic: message.trim() };
}

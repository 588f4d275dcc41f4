import type { Role } from '@/shared/api/contract.ts';
import { guardQuestion } from '../model/guardrails/guard.ts';
import { detectIntent, type Intent } from '../model/intent.ts';
import { START } from '../model/hintLadder.ts';
import type { Agenda } from '../model/agenda.ts';
import type { Reply, SourceCard, Suggestion } from '../model/reply.ts';
import { answerSentences, rankPassages } from '../model/search/bestPassage.ts';
import { parseSource, type Passage } from '../model/search/passage.ts';
import { terms } from '../model/search/analyzer.ts';
import { PERSONAL_DATA_PLACEHOLDERS } from '../model/guardrails/placeholders.ts';
import { listSources, MIN_RELATED, searchSources, type SourceHit, type SourceIndex } from '../model/search/sourceIndex.ts';
import { passagesOfSource } from './sourcePassages.ts';

export type RespondContext = {
  role: Role | undefined;
  index: SourceIndex;
  /** The user's own homework and calendar, gathered when asked for. */
  agenda: () => Promise<Agenda>;
};

/** What happened to a message: the reply, the text as kept (personal data masked), and whether the guardrails flagged it. */
export type Outcome = { reply: Reply; kept: string; masked: boolean; flag?: 'crisis' | 'profanity' };

const SUGGESTION_LIMIT = 6;

const cardOf = (passage: Passage): SourceCard => ({ source: passage.source, title: passage.title, href: passage.href });
const cardOfHit = (hit: SourceHit): SourceCard => ({ source: hit.source, title: hit.title, href: hit.href });

/**
 * Each hit's best passage (its text loaded now), the hit's own card where none holds the words. `missing`: its
 * text would not load, the item's content pack not being on this device (offline): the hit can only be a card.
 */
async function bestPassages(hits: readonly SourceHit[], question: string) {
  return Promise.all(
    hits.map(async (hit) => {
      const passages = await passagesOfSource(hit.source).catch(() => null);
      return { hit, best: passages ? rankPassages(passages, question)[0] : undefined, missing: passages === null };
    }),
  );
}

async function search(topic: string, context: RespondContext): Promise<Reply> {
  const { hits, covered, coverage } = searchSources(context.index, topic);
  if (hits.length === 0 || coverage < MIN_RELATED) return { kind: 'none' };
  if (!covered) return { kind: 'related', cards: hits.map(cardOfHit) };
  const found = await bestPassages(hits, topic);
  // The best source's text not on the device (offline, its pack not downloaded): its card, never a lesser source's words.
  const top = found[0]?.missing ? undefined : found[0];
  const cards = found.map(({ hit, best }) => (best ? cardOf(best) : cardOfHit(hit)));
  if (!top?.best) return { kind: 'related', cards };
  // A sample question's passage holds its answer: a child gets the hint ladder instead.
  if (top.best.section === 'question' && context.role === 'student') return hintReply(top.best);
  return { kind: 'answer', sentences: answerSentences(top.best.text, topic), cards };
}

function hintReply(passage: Passage): Reply {
  const parsed = parseSource(passage.source);
  const questionId = passage.id.split('/question/')[1];
  if (!parsed || !questionId) return { kind: 'askTopic' };
  return { kind: 'hint', experimentId: parsed.id, questionId, card: cardOf(passage), ladder: START };
}

async function hint(topic: string, context: RespondContext): Promise<Reply> {
  if (terms(topic).length === 0) return { kind: 'askTopic' };
  const { hits } = searchSources(context.index, topic, (hit) => hit.kind === 'experiment', 3);
  // The best-matching sample question of the first source that has one; later sources load only if needed.
  for (const hit of hits) {
    // A source whose text is not on this device (its content pack, offline) is passed over.
    const questions = ((await passagesOfSource(hit.source).catch(() => null)) ?? []).filter((passage) => passage.section === 'question');
    const question = rankPassages(questions, topic)[0];
    if (question) return hintReply(question);
  }
  return hits.length > 0 ? { kind: 'related', cards: hits.map(cardOfHit) } : { kind: 'none' };
}

const within = (code: string, prefix: string) => code === prefix || code.startsWith(`${prefix}.`);

/**
 * Whether an experiment serves a MEB code a teacher typed: one of its outcomes has it (or lies under
 * it), or its unit does ("F.5.5" is the unit; "F.5.5.2.1" an outcome of it). Outcomes carry codes only
 * where they are certain, so the unit catches the rest.
 */
const servesCode = (hit: SourceHit, code: string) =>
  (hit.codes ?? []).some((own) => within(own, code)) || (hit.unit !== undefined && (within(hit.unit, code) || within(code, hit.unit)));

/** Experiments (and tools) for a grade or an outcome code, most relevant first, ready to assign. */
function suggest(intent: Extract<Intent, { kind: 'suggest' }>, index: SourceIndex): Reply {
  const fits = (hit: SourceHit) =>
    (hit.kind === 'experiment' || (hit.kind === 'tool' && !intent.code)) &&
    (intent.grade === undefined || hit.kind === 'tool' || hit.grade === intent.grade) &&
    (!intent.code || servesCode(hit, intent.code));
  const hits = intent.topic ? searchSources(index, intent.topic, fits, SUGGESTION_LIMIT).hits : listSources(index, fits, SUGGESTION_LIMIT);
  const items: Suggestion[] = hits.flatMap((hit) => {
    const parsed = parseSource(hit.source);
    if (!parsed || (parsed.kind !== 'experiment' && parsed.kind !== 'tool')) return [];
    return [
      {
        source: hit.source,
        kind: parsed.kind,
        id: parsed.id,
        title: hit.title,
        href: hit.href,
        codes: hit.codes ?? [],
        ...(hit.grade ? { grade: hit.grade } : {}),
        ...(hit.unit ? { unit: hit.unit } : {}),
      },
    ];
  });
  return { kind: 'suggest', items, ...(intent.grade ? { grade: intent.grade } : {}), ...(intent.code ? { code: intent.code } : {}) };
}

/**
 * EtkiBot's answer to one message. The guardrails come first (a child in crisis gets the caring
 * text whatever else they wrote), then what is asked: the agenda, a teacher's suggestions, the hint
 * ladder, or a search of the app's content. Nothing here invents: every sentence is the content's.
 */
export async function respond(message: string, context: RespondContext): Promise<Outcome> {
  const guarded = guardQuestion(message);
  const kept = guarded.masked;
  const masked = guarded.maskedKinds.length > 0;
  if (guarded.kind === 'crisis') return { reply: { kind: 'crisis' }, kept, masked, flag: 'crisis' };
  if (guarded.kind === 'profanity') return { reply: { kind: 'profanity' }, kept, masked, flag: 'profanity' };
  if (guarded.kind === 'offTopic') return { reply: { kind: 'offTopic', homework: guarded.reason === 'homework' }, kept, masked };
  // What was hidden is not part of the question: "[telefon gizlendi]" must not be searched for.
  const question = Object.values(PERSONAL_DATA_PLACEHOLDERS).reduce((text, placeholder) => text.split(placeholder).join(' '), kept);
  const intent = detectIntent(question, context.role);
  switch (intent.kind) {
    case 'agenda':
      return { reply: { kind: 'agenda', agenda: await context.agenda(), role: context.role ?? 'student' }, kept, masked };
    case 'suggest':
      return { reply: suggest(intent, context.index), kept, masked };
    case 'hint':
      return { reply: await hint(intent.topic, context), kept, masked };
    case 'search':
      return { reply: await search(intent.topic, context), kept, masked };
  }
}

import { beforeAll, describe, expect, it } from 'vitest';
import { createSourceIndex, sourceDocs, type SourceIndex } from '../model/search/sourceIndex.ts';
import type { Passage } from '../model/search/passage.ts';
import { buildAgenda } from '../model/agenda.ts';
import { respond, type RespondContext } from './respond.ts';
import { staticPassages } from './staticPassages.ts';

let passages: Passage[];
let index: SourceIndex;
const agenda = () =>
  Promise.resolve(
    buildAgenda({
      homework: [{ id: 1, title: 'Gölge ölçümü', dueAt: '2026-11-25T17:00:00Z', open: true }],
      events: [],
      school: [],
      now: new Date('2026-11-25T08:00:00Z'),
    }),
  );
const as = (role: RespondContext['role']): RespondContext => ({ role, index, agenda });

beforeAll(async () => {
  passages = await staticPassages();
  index = createSourceIndex(sourceDocs(passages));
}, 60_000);

describe('EtkiBot’s answers', () => {
  it('answers from a passage of the content and cites where it came from', async () => {
    const { reply } = await respond('Opak madde nedir?', as('student'));
    expect(reply.kind).toBe('answer');
    if (reply.kind !== 'answer') return;
    expect(reply.sentences.join(' ')).toMatch(/opak/i);
    expect(reply.cards[0]?.href).toMatch(/^\/dashboard\/experiment-kits\/experiment\//);
    expect(reply.cards[0]?.title).toContain('→');
  });

  it('says so when nothing in the content answers, instead of making something up', async () => {
    const { reply } = await respond('Borsa nasıl çalışır, hisse senedi ne demek?', as('student'));
    expect(['none', 'related']).toContain(reply.kind);
  });

  it('gives a child the hint ladder, not the answer, for a sample question; a teacher gets the passage', async () => {
    const question =
      passages.find((passage) => passage.id === 'experiment:shadow-size/question/q1') ?? passages.find((passage) => passage.section === 'question');
    expect(question).toBeDefined();
    const prompt = question?.text.split('\n')[0] ?? '';
    const child = await respond(prompt, as('student'));
    expect(child.reply).toMatchObject({ kind: 'hint', ladder: { hintsShown: 0, wrong: [], solved: false, revealed: false } });
    const teacher = await respond(prompt, as('teacher'));
    expect(teacher.reply.kind).toBe('answer');
  });

  it('finds the question a stuck child names', async () => {
    const { reply } = await respond('gölge sorusunda takıldım, ipucu ver', as('student'));
    expect(reply.kind).toBe('hint');
    expect((await respond('ipucu ver', as('student'))).reply.kind).toBe('askTopic');
  });

  it('lists activities for a teacher by grade and topic, or by MEB code, each ready to assign', async () => {
    const byGrade = await respond('5. sınıf kuvvet kazanımı için etkinlik öner', as('teacher'));
    expect(byGrade.reply.kind).toBe('suggest');
    if (byGrade.reply.kind !== 'suggest') return;
    expect(byGrade.reply.items.length).toBeGreaterThan(0);
    expect(byGrade.reply.items.every((item) => item.kind === 'tool' || item.grade === 5)).toBe(true);

    const byCode = await respond('F.5.5 için etkinlik öner', as('teacher'));
    if (byCode.reply.kind !== 'suggest') throw new Error('expected suggestions');
    expect(byCode.reply.items.length).toBeGreaterThan(0);
    expect(byCode.reply.items.every((item) => item.unit === 'F.5.5' || item.codes.some((code) => code.startsWith('F.5.5.')))).toBe(true);
  });

  it('answers "Bugün ne var?" from the user’s own agenda', async () => {
    const { reply } = await respond('Bugün ne var?', as('student'));
    expect(reply).toMatchObject({ kind: 'agenda', agenda: { dueToday: [{ title: 'Gölge ölçümü' }] } });
  });
});

describe('the guardrails come first', () => {
  it('meets words of harm with the caring text and flags it, whatever else was asked', async () => {
    const outcome = await respond('gölge nedir, kendimi öldürmek istiyorum', as('student'));
    expect(outcome.reply.kind).toBe('crisis');
    expect(outcome.flag).toBe('crisis');
  });

  it('keeps only the masked text when a child types a phone number or an e-mail address', async () => {
    const phone = await respond('Benim numaram 0532 123 45 67. Gölge nasıl oluşur?', as('student'));
    expect(phone.kept).not.toMatch(/0532/);
    expect(phone.masked).toBe(true);
    // The hidden number is not searched for: the question about shadows is still answered.
    expect(phone.reply.kind).toBe('answer');
    const email = await respond('elif@example.com adresime yaz', as('student'));
    expect(email.kept).not.toMatch(/elif@example/);
    expect(email.masked).toBe(true);
  });

  it('redirects off-topic and abusive questions kindly', async () => {
    expect((await respond('Galatasaray maçı kaç kaç bitti?', as('student'))).reply.kind).toBe('offTopic');
    const rude = await respond('salak bot', as('student'));
    expect(rude.reply.kind).toBe('profanity');
    expect(rude.flag).toBe('profanity');
  });
});

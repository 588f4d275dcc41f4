import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSourceIndex, sourceDocs, type SourceIndex } from '../model/search/sourceIndex.ts';
import { buildAgenda } from '../model/agenda.ts';
import { respond, type RespondContext } from './respond.ts';
import { staticPassages } from './staticPassages.ts';
import type * as SourcePassages from './sourcePassages.ts';

// Offline, an item whose content pack is not on the device does not load (the browser's own error).
const missing = vi.hoisted(() => new Set<string>());
vi.mock('./sourcePassages.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SourcePassages>();
  return {
    ...actual,
    passagesOfSource: (source: string) =>
      missing.has(source) ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : actual.passagesOfSource(source),
  };
});

let index: SourceIndex;
const agenda = () => Promise.resolve(buildAgenda({ homework: [], events: [], school: [], now: new Date('2026-11-25T08:00:00Z') }));
const as = (role: RespondContext['role']): RespondContext => ({ role, index, agenda });

beforeAll(async () => {
  index = createSourceIndex(sourceDocs(await staticPassages()));
}, 60_000);

beforeEach(() => missing.clear());

describe('EtkiBot with items not on the device', () => {
  it('answers from the best source when only a lesser one is not on the device', async () => {
    const online = await respond('Opak madde nedir?', as('student'));
    const cards = online.reply.kind === 'answer' ? online.reply.cards.map((card) => card.source) : [];
    expect(cards.length).toBeGreaterThan(1);
    missing.add(cards[1] ?? '');

    const offline = await respond('Opak madde nedir?', as('student'));
    expect(offline.reply).toMatchObject({ kind: 'answer', sentences: online.reply.kind === 'answer' ? online.reply.sentences : [] });
  });

  it('lists the sources as cards when the best one is not on the device, rather than answering from a lesser one', async () => {
    const online = await respond('Opak madde nedir?', as('student'));
    const first = online.reply.kind === 'answer' ? online.reply.cards[0]?.source : undefined;
    expect(first).toMatch(/^experiment:/);
    missing.add(first ?? '');

    const offline = await respond('Opak madde nedir?', as('student'));
    expect(offline.reply.kind).toBe('related');
    if (offline.reply.kind !== 'related') return;
    expect(offline.reply.cards.map((card) => card.source)).toContain(first);
  });

  it('gives the hint ladder from another sample question when the first source is not on the device', async () => {
    const online = await respond('gölge sorusunda takıldım, ipucu ver', as('student'));
    expect(online.reply.kind).toBe('hint');
    const first = online.reply.kind === 'hint' ? online.reply.card.source : '';
    missing.add(first);

    const offline = await respond('gölge sorusunda takıldım, ipucu ver', as('student'));
    expect(['hint', 'related']).toContain(offline.reply.kind);
    if (offline.reply.kind === 'hint') expect(offline.reply.card.source).not.toBe(first);
  });
});

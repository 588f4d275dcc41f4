import { describe, expect, it } from 'vitest';
import { rosterLine } from '@tests/fixtures/rosterLine.ts';
import { cardCandidates, cardsRequest, defaultCardChoice, newCards, secureRandom } from './pictureCards.ts';
import { isCompleteCode } from './pictureCode.ts';

const ahmet = rosterLine(1, 'Ahmet Şahin', { has_picture_code: true });
const azra = rosterLine(2, 'Azra Demir');
const mert = rosterLine(3, 'Mert Kılıç', { status: 'dropped' });
const zeynep = rosterLine(4, 'Zeynep Arslan');
const roster = [ahmet, azra, mert, zeynep];

describe('picture cards', () => {
  it('are for active children only, and chosen by default for those without a code', () => {
    expect(cardCandidates(roster).map((student) => student.id)).toEqual([1, 2, 4]);
    expect([...defaultCardChoice(roster)]).toEqual([2, 4]);
  });

  it('get a new complete code each, in roster order, for the chosen active children only', () => {
    const cards = newCards(roster, new Set([4, 3, 1]), () => 0);
    expect(cards).toEqual([
      { studentId: 1, name: 'Ahmet Şahin', code: ['🐱', '🐱', '🐱', '🐱'] },
      { studentId: 4, name: 'Zeynep Arslan', code: ['🐱', '🐱', '🐱', '🐱'] },
    ]);
    expect(cardsRequest(cards)).toEqual({
      codes: [
        { student_id: 1, picture_code: ['🐱', '🐱', '🐱', '🐱'] },
        { student_id: 4, picture_code: ['🐱', '🐱', '🐱', '🐱'] },
      ],
    });
  });

  it('draw their pictures from the cryptographic source', () => {
    const draws = Array.from({ length: 200 }, secureRandom);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(190);
    expect(newCards([azra], new Set([2])).every((card) => isCompleteCode(card.code))).toBe(true);
  });
});

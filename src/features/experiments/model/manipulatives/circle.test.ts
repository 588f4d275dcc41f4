import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { CircleTask } from '../../content/manipulativeTypes.ts';
import { checkCircle, choosePart, circleSolution, decimalText, initialCircle, openCompass, sectorMeasure, turnSector } from './circle.ts';

const radius: CircleTask = { kind: 'radius', prompt: msg`Yarıçapı 3 cm`, radiusMm: 30 };
const arc: Extract<CircleTask, { kind: 'sector' }> = { kind: 'sector', prompt: msg`Yay 8 cm`, radius: 4, measure: 'arc', target: 8, pi: 3 };

describe('circle model', () => {
  it('opens the compass 5 mm a press within its range, and tells a compass opened to the diameter', () => {
    let state = openCompass(initialCircle, 2);
    expect(state.openingMm).toBe(20);
    expect(checkCircle(radius, state).feedback).toBe('too-small');
    state = openCompass(state, 8);
    expect(state.openingMm).toBe(60);
    expect(checkCircle(radius, state).feedback).toBe('used-diameter');
    expect(checkCircle(radius, openCompass(state, -1)).feedback).toBe('too-big');
    expect(checkCircle(radius, openCompass(state, -6)).correct).toBe(true);
    expect(openCompass(initialCircle, 99).openingMm).toBe(100);
    expect(openCompass(initialCircle, -9).openingMm).toBe(5);
  });

  it('checks the part of the circle chosen', () => {
    const task: CircleTask = { kind: 'part', prompt: msg`Çap`, part: 'diameter' };
    expect(checkCircle(task, initialCircle).feedback).toBe('no-part');
    expect(checkCircle(task, choosePart(initialCircle, 'chord')).feedback).toBe('wrong-part');
    expect(checkCircle(task, choosePart(initialCircle, 'diameter')).correct).toBe(true);
  });

  it('works out an arc or a sector’s area for the angle, with π as 3 or 3,14', () => {
    expect(sectorMeasure(arc, 120)).toBe(8);
    expect(sectorMeasure({ ...arc, measure: 'area' }, 90)).toBe(12);
    expect(sectorMeasure({ ...arc, pi: 3.14, radius: 5 }, 72)).toBeCloseTo(6.28, 10);
    let state = turnSector(initialCircle, 3, 30);
    expect(checkCircle(arc, initialCircle).feedback).toBe('no-angle');
    expect(checkCircle(arc, state).feedback).toBe('wrong-angle');
    state = turnSector(state, 1, 30);
    expect(state.angle).toBe(120);
    expect(checkCircle(arc, state).correct).toBe(true);
    expect(turnSector(initialCircle, 20, 30).angle).toBe(360);
    // 0.1 + 0.2 style noise is not a wrong answer: 6.28 from 3.14 × 10 × 72 ÷ 360.
    expect(checkCircle({ ...arc, pi: 3.14, radius: 5, target: 6.28 }, { ...initialCircle, angle: 72 }).correct).toBe(true);
  });

  it('finds a solution where the board has one, and none where it has not', () => {
    expect(circleSolution(arc, 30)?.angle).toBe(120);
    expect(circleSolution({ ...arc, target: 7 }, 30)).toBeNull();
    expect(circleSolution({ ...radius, radiusMm: 33 }, 30)).toBeNull();
    expect(circleSolution({ ...radius, radiusMm: 110 }, 30)).toBeNull();
  });

  it('writes decimals with a comma', () => {
    expect(decimalText(4.5)).toBe('4,5');
    expect(decimalText(37.68)).toBe('37,68');
    expect(decimalText(3)).toBe('3');
  });
});

import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { RulerTask } from '../../content/manipulativeTypes.ts';
import { checkRuler, formatLength, initialRuler, moveLineEnd, parseLength, rulerSolution } from './ruler.ts';

const measure = (startMm: number, lengthMm: number, unit: 'cm' | 'mm'): RulerTask => ({
  kind: 'measure',
  prompt: msg`measure`,
  object: 'pencil',
  startMm,
  lengthMm,
  unit,
});

describe('ruler', () => {
  it('reads written lengths with a comma or a point, and mm only whole', () => {
    expect(parseLength('7', 'cm')).toBe(7);
    expect(parseLength(' 6,5 cm', 'cm')).toBe(6.5);
    expect(parseLength('6.5', 'cm')).toBe(6.5);
    expect(parseLength('6,5', 'mm')).toBeNull();
    expect(parseLength('altı', 'cm')).toBeNull();
    expect(parseLength('', 'cm')).toBeNull();
  });

  it('judges a measured length and names reading the end mark', () => {
    const task = measure(20, 50, 'cm');
    expect(checkRuler(task, { ...initialRuler, answer: '5' }).correct).toBe(true);
    expect(checkRuler(task, { ...initialRuler, answer: '7' }).feedback).toBe('read-end');
    expect(checkRuler(task, { ...initialRuler, answer: '4' }).feedback).toBe('too-short');
    expect(checkRuler(task, { ...initialRuler, answer: '6' }).feedback).toBe('too-long');
    expect(checkRuler(task, initialRuler).feedback).toBe('not-a-number');
    expect(checkRuler(measure(0, 65, 'mm'), { ...initialRuler, answer: '65' }).correct).toBe(true);
  });

  it('draws a line by moving its end within the ruler', () => {
    const task: RulerTask = { kind: 'draw', prompt: msg`draw`, lengthMm: 45 };
    let state = moveLineEnd(initialRuler, 40, 150);
    expect(checkRuler(task, state).feedback).toBe('too-short');
    state = moveLineEnd(state, 5, 150);
    expect(checkRuler(task, state).correct).toBe(true);
    expect(moveLineEnd(state, 500, 150).endMm).toBe(150);
    expect(moveLineEnd(state, -500, 150).endMm).toBe(0);
  });

  it('formats and solves', () => {
    expect(formatLength(65, 'cm')).toBe('6,5');
    expect(formatLength(65, 'mm')).toBe('65');
    expect(checkRuler(measure(10, 35, 'cm'), rulerSolution(measure(10, 35, 'cm'))).correct).toBe(true);
  });
});

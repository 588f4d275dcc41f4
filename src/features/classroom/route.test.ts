import { describe, expect, it } from 'vitest';
import { parseClassroomSearch } from './route.ts';

describe('classroom addresses', () => {
  it('keeps what each page reads', () => {
    expect(parseClassroomSearch({ class: '5', student: '7', tab: 'grades', date: '2026-11-24', join: 'fen5bx', grade: '5' })).toEqual({
      class: 5,
      student: 7,
      tab: 'grades',
      date: '2026-11-24',
      join: 'FEN5BX',
      grade: 5,
    });
  });
  it('keeps the experiment or tool an assignment starts from (EtkiBot links there)', () => {
    expect(parseClassroomSearch({ experiment: 'shadow-size' })).toEqual({ experiment: 'shadow-size' });
    expect(parseClassroomSearch({ experiment: 'shadow-size', part: 'questions' })).toEqual({ experiment: 'shadow-size', part: 'questions' });
    expect(parseClassroomSearch({ experiment: 'shadow-size', part: '<b>' })).toEqual({ experiment: 'shadow-size' });
    expect(parseClassroomSearch({ tool: 'stopwatch' })).toEqual({ tool: 'stopwatch' });
    expect(parseClassroomSearch({ experiment: '../secret', tool: '<script>' })).toEqual({});
  });
  it('drops what is malformed', () => {
    expect(parseClassroomSearch({ class: '0', student: 'x', tab: 'secret', date: '24.11.2026', join: '<b>', grade: '5a' })).toEqual({});
  });
});

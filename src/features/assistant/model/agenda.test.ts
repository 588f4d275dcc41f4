import { describe, expect, it } from 'vitest';
import { buildAgenda, isEmptyAgenda } from './agenda.ts';

// 25 November 2026, 10:00 on the device.
const now = new Date(2026, 10, 25, 10, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

describe('"Bugün ne var?"', () => {
  const agenda = buildAgenda({
    now,
    homework: [
      { id: 1, title: 'Gölge ölçümü', dueAt: at(25, 17), open: true },
      { id: 2, title: 'Devre çizimi', dueAt: at(27, 23), open: true },
      { id: 3, title: 'Mıknatıs', dueAt: at(24, 17), open: true },
      { id: 4, title: 'Teslim edilmiş', dueAt: at(25, 17), open: false },
      { id: 5, title: 'Gelecek ay', dueAt: at(30, 17), open: true },
      { id: 6, title: 'Çok uzak', dueAt: new Date(2026, 11, 20).toISOString(), open: true },
      { id: 7, title: 'Bu sabah bitti', dueAt: at(25, 9), open: true },
    ],
    events: [
      { id: 'b', title: 'Sınav', date: '2026-11-25', start: '13:00', done: false },
      { id: 'a', title: 'Laboratuvar', date: '2026-11-25', start: '09:00', done: false },
      { id: 'c', title: 'Yapıldı', date: '2026-11-25', start: '08:00', done: true },
      { id: 'd', title: 'Gezi', date: '2026-11-26', start: '10:00', done: false },
    ],
    school: [{ id: 'ogretmenler-gunu', title: 'Öğretmenler Günü', start: '2026-11-24', end: '2026-11-24' }],
  });

  it('sorts open homework into overdue, due today and due this week; handed-in work is left out', () => {
    expect(agenda.overdue.map((item) => item.id)).toEqual([3, 7]);
    expect(agenda.dueToday.map((item) => item.id)).toEqual([1]);
    expect(agenda.dueThisWeek.map((item) => item.id)).toEqual([2, 5]);
  });

  it('lists today’s and tomorrow’s own events in time order, without those marked done', () => {
    expect(agenda.today.map((event) => event.id)).toEqual(['a', 'b']);
    expect(agenda.tomorrow.map((event) => event.id)).toEqual(['d']);
  });

  it('names a school day only on the days it covers', () => {
    expect(agenda.schoolToday).toEqual([]);
    expect(isEmptyAgenda(agenda)).toBe(false);
    expect(isEmptyAgenda(buildAgenda({ now, homework: [], events: [], school: [] }))).toBe(true);
    // A parent's empty agenda is still empty with the child's name on it.
    expect(isEmptyAgenda(buildAgenda({ now, homework: [], events: [], school: [], child: 'Deniz Kaya' }))).toBe(true);
  });
});

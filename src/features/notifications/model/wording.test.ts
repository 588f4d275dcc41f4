import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { AppNotification } from '@/shared/api/notifications.ts';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { notificationText, notificationWhen } from './wording.ts';

const base = { id: 1, subject: 'Gölge deneyi', link: '/homeworks/3', created_at: '2026-11-02T08:00:00.000Z', read_at: null };

describe('how the bell words each kind', () => {
  it('new, changed, graded, returned homework and a new announcement', () => {
    const notes: AppNotification[] = [
      { ...base, kind: 'assignment_new', details: { assignment_id: 3, due_at: '2026-11-09T20:59:00.000Z' } },
      { ...base, kind: 'assignment_changed', details: { assignment_id: 3, changed: ['due_at', 'instructions'], due_at: '2026-11-09T20:59:00.000Z' } },
      { ...base, kind: 'work_graded', details: { assignment_id: 3, score: 85 } },
      { ...base, kind: 'work_returned', details: { assignment_id: 3 } },
      { ...base, kind: 'announcement_new', subject: 'Bilim şenliği', details: { announcement_id: 7 } },
    ];
    expect(notes.map((note) => notificationText(i18n, note))).toEqual([
      'Yeni ödev: Gölge deneyi',
      'Ödev güncellendi: Gölge deneyi — teslim tarihi, yönergeler değişti',
      'Ödevin değerlendirildi: Gölge deneyi · 85 puan',
      'Ödevin geri gönderildi: Gölge deneyi',
      'Yeni duyuru: Bilim şenliği',
    ]);
  });

  it('leaves out what it does not know: a grade without a score, a change without its parts', () => {
    expect(notificationText(i18n, { ...base, kind: 'work_graded', details: { assignment_id: 3, score: null } })).toBe('Ödevin değerlendirildi: Gölge deneyi');
    expect(notificationText(i18n, { ...base, kind: 'assignment_changed', details: { assignment_id: 3, changed: [], due_at: base.created_at } })).toBe(
      'Ödev güncellendi: Gölge deneyi',
    );
  });
});

describe('when it came', () => {
  const at = Date.parse(base.created_at);
  it('says how long ago within a day, in Turkish', () => {
    expect(notificationWhen(i18n, base.created_at, at + 20_000)).toBe('az önce');
    expect(notificationWhen(i18n, base.created_at, at + 5 * 60_000)).toBe('5 dakika önce');
    expect(notificationWhen(i18n, base.created_at, at + 3 * 60 * 60_000)).toBe('3 saat önce');
  });

  it('gives the date and time after a day', () => {
    expect(notificationWhen(i18n, base.created_at, at + 30 * 60 * 60_000)).toBe(formatDayTime(base.created_at));
  });
});

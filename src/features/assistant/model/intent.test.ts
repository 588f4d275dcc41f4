import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent.ts';

describe('detectIntent', () => {
  it('hears "what do I have due" in the ways children write it', () => {
    for (const message of [
      'Bugün ne var?',
      'bugun ne var',
      'Ödevim var mı?',
      'odevlerim ne zaman teslim',
      'Yarın ne var',
      'hangi ödevlerim var',
      'Ödevlerim',
    ]) {
      expect(detectIntent(message, 'student')).toEqual({ kind: 'agenda' });
    }
  });

  it('reads a teacher’s activity request with its grade and MEB outcome code', () => {
    expect(detectIntent('5. sınıf kuvvet kazanımı için etkinlik öner', 'teacher')).toMatchObject({ kind: 'suggest', grade: 5, topic: 'kuvvet' });
    expect(detectIntent('F.5.2.1 için ne önerirsin?', 'teacher')).toMatchObject({ kind: 'suggest', grade: 5, code: 'F.5.2.1' });
    expect(detectIntent('f5.5 etkinlik öner', 'administrator')).toMatchObject({ kind: 'suggest', code: 'F.5.5' });
  });

  it('keeps suggestions for those who assign work: a student asking for a suggestion gets a search', () => {
    expect(detectIntent('5. sınıf kuvvet etkinliği öner', 'student').kind).toBe('search');
  });

  it('sends a stuck child to the hint ladder', () => {
    expect(detectIntent('gölge sorusunda takıldım ipucu ver', 'student')).toMatchObject({ kind: 'hint', topic: expect.stringContaining('golge') });
    expect(detectIntent('Bu soruyu çözemiyorum', 'student').kind).toBe('hint');
  });

  it('searches everything else', () => {
    expect(detectIntent('Gölge nasıl oluşur?', 'student')).toEqual({ kind: 'search', topic: 'Gölge nasıl oluşur?' });
  });
});

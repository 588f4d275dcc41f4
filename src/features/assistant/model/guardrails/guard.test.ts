import { describe, expect, it } from 'vitest';
import { guardQuestion, MAX_QUESTION_LENGTH } from './guard.ts';

describe('guardQuestion', () => {
  it('passes an ordinary science question through, tidied', () => {
    expect(guardQuestion('  Su   100 derecede\nkaynar mı?  ')).toEqual({ kind: 'ok', masked: 'Su 100 derecede kaynar mı?', maskedKinds: [] });
  });

  it('puts a crisis before everything else, its text masked like any other', () => {
    expect(guardQuestion('babam beni dövüyor, numaram 0532 123 45 67, salak')).toEqual({
      kind: 'crisis',
      masked: 'babam beni dövüyor, numaram [telefon gizlendi], salak',
      maskedKinds: ['phone'],
    });
    expect(guardQuestion('Minecraft oynarken ölmek istiyorum diye düşündüm').kind).toBe('crisis');
  });

  it('finds a crisis across line breaks and extra spaces', () => {
    expect(guardQuestion('kendimi   öldürmek\nistiyorum').kind).toBe('crisis');
  });

  it('hides personal data in an ordinary question and says what it hid', () => {
    expect(guardQuestion('Fotosentez nedir? Bana 0532 123 45 67 numarasından ulaş')).toEqual({
      kind: 'ok',
      masked: 'Fotosentez nedir? Bana [telefon gizlendi] numarasından ulaş',
      maskedKinds: ['phone'],
    });
  });

  it('answers a swear word with the profanity kind, the question still masked', () => {
    expect(guardQuestion('salak bot, mailim ali@gmail.com')).toEqual({
      kind: 'profanity',
      masked: 'salak bot, mailim [e-posta gizlendi]',
      maskedKinds: ['email'],
    });
  });

  it('checks profanity before the topic', () => {
    expect(guardQuestion('aptal Galatasaray').kind).toBe('profanity');
  });

  it('sends obvious non-school questions back with the reason', () => {
    expect(guardQuestion('Brawl Stars en iyi karakter hangisi')).toEqual({
      kind: 'offTopic',
      masked: 'Brawl Stars en iyi karakter hangisi',
      maskedKinds: [],
      reason: 'games',
    });
    expect(guardQuestion('ödevimi yapar mısın').kind).toBe('offTopic');
  });

  it('leaves the traps of each list alone', () => {
    for (const question of ['amcam bir ambar yaptı', 'sıkıntı', 'hücre ölümü nedir', 'ışık şiddeti', 'aritmetik dizi', '1.000.000 kaç sıfır']) {
      expect(guardQuestion(question).kind).toBe('ok');
    }
  });

  it('keeps at most MAX_QUESTION_LENGTH characters', () => {
    const result = guardQuestion('a'.repeat(MAX_QUESTION_LENGTH + 50));
    expect(result).toEqual({ kind: 'ok', masked: 'a'.repeat(MAX_QUESTION_LENGTH), maskedKinds: [] });
  });

  it('masks before cutting, so a number across the limit is not half kept', () => {
    const start = 'b'.repeat(MAX_QUESTION_LENGTH - 6);
    const result = guardQuestion(`${start} 0532 123 45 67`);
    expect(result).toEqual({ kind: 'ok', masked: start, maskedKinds: ['phone'] });
  });

  it('does not cut an emoji in half', () => {
    const result = guardQuestion(`${'c'.repeat(MAX_QUESTION_LENGTH - 1)}🌳 ağaç`);
    expect(result.kind === 'ok' && result.masked).toBe('c'.repeat(MAX_QUESTION_LENGTH - 1));
  });

  it('still sees a swear word past the limit', () => {
    expect(guardQuestion(`${'d '.repeat(MAX_QUESTION_LENGTH)}salak`).kind).toBe('profanity');
  });

  it('takes an empty question as ok and empty', () => {
    expect(guardQuestion('   ')).toEqual({ kind: 'ok', masked: '', maskedKinds: [] });
  });
});

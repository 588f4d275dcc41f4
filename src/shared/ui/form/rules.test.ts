import { describe, expect, it } from 'vitest';
import { codeMessage, emailRule, firstIssue, requiredTextRule, simpleEmailRule } from './rules.ts';

const required = () => 'zorunlu';
const invalid = () => 'geçersiz';
const short = () => 'kısa';
const long = () => 'uzun';

describe('shared form rules', () => {
  it('e-mail: required, valid, trimmed, at most 254 characters', () => {
    const rule = emailRule({ required, invalid });
    expect(firstIssue(rule, '   ')).toBe('zorunlu');
    expect(firstIssue(rule, 'ogrenci@')).toBe('geçersiz');
    expect(firstIssue(rule, ` ${'a'.repeat(250)}@okul.example `)).toBe('geçersiz');
    expect(firstIssue(rule, ' ogrenci@okul.k12.tr ')).toBeNull();
  });

  it('simple e-mail: the newsletter pattern accepts what the strict rule refuses', () => {
    expect(firstIssue(simpleEmailRule({ required, invalid }), 'a@b.c')).toBeNull();
    expect(firstIssue(emailRule({ required, invalid }), 'a@b.c')).toBe('geçersiz');
    expect(firstIssue(simpleEmailRule({ required, invalid }), 'a @b.co')).toBe('geçersiz');
  });

  it('required text counts trimmed characters against its bounds', () => {
    const rule = requiredTextRule(required, { min: [2, short], max: [5, long] });
    expect(firstIssue(rule, '  ')).toBe('zorunlu');
    expect(firstIssue(rule, ' a ')).toBe('kısa');
    expect(firstIssue(rule, ' abcdef ')).toBe('uzun');
    expect(firstIssue(rule, ' abcde ')).toBeNull();
    expect(firstIssue(requiredTextRule(required), 'x'.repeat(10_000))).toBeNull();
  });

  it('required text refuses characters nobody sees, as the server does; line breaks only where asked', () => {
    const rule = requiredTextRule(required);
    const hidden = firstIssue(rule, 'A\u202eB');
    expect(hidden).not.toBeNull();
    expect(hidden).not.toBe('zorunlu');
    expect(firstIssue(rule, 'Ali\u200b Veli')).toBe(hidden);
    expect(firstIssue(rule, 'bir\niki')).toBe(hidden);
    expect(firstIssue(requiredTextRule(required, { multiline: true }), 'bir\niki')).toBeNull();
    expect(firstIssue(rule, 'Çiğdem Işık')).toBeNull();
  });

  it('code messages read the catalogue text of a docs/behaviour.md#errors code', () => {
    expect(codeMessage('EMAIL_REQUIRED')()).toBe('E-posta adresi zorunludur.');
  });
});

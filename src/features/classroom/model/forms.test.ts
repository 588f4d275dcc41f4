import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { claimFormSchema, classFormSchema, joinFormSchema, studentFormSchema } from './forms.ts';

describe('class form', () => {
  it('accepts a school-style name and trims it', () => {
    const result = v.safeParse(classFormSchema, { name: ' 5-B ', subject: 'science', grade: '5', description: '' });
    expect(result.success && result.output.name).toBe('5-B');
  });
  it.each([
    ['a one-letter name', { name: 'B', subject: 'science', grade: '5', description: '' }],
    ['an unknown subject', { name: '5-B', subject: 'alchemy', grade: '5', description: '' }],
    ['an unknown grade', { name: '5-B', subject: 'science', grade: '13', description: '' }],
    ['a 61-character name', { name: 'x'.repeat(61), subject: 'science', grade: '5', description: '' }],
  ])('refuses %s', (_name, values) => expect(v.safeParse(classFormSchema, values).success).toBe(false));
});

describe('student form', () => {
  it('takes a number of digits or none', () => {
    expect(v.safeParse(studentFormSchema, { first_name: 'Ali', last_name: 'Veli', number: '' }).success).toBe(true);
    expect(v.safeParse(studentFormSchema, { first_name: 'Ali', last_name: 'Veli', number: '1234' }).success).toBe(true);
    expect(v.safeParse(studentFormSchema, { first_name: 'Ali', last_name: 'Veli', number: '12a' }).success).toBe(false);
    expect(v.safeParse(studentFormSchema, { first_name: 'Ali', last_name: 'Veli', number: '1234567' }).success).toBe(false);
  });
});

describe('join form', () => {
  it('forgives spaces and lower case', () => {
    const result = v.safeParse(joinFormSchema, { join_code: ' ab3k9z ' });
    expect(result.success && result.output.join_code).toBe('AB3K9Z');
  });
  it('reads a code written with a dash or spaces', () => {
    const result = v.safeParse(joinFormSchema, { join_code: 'fen 6-ay' });
    expect(result.success && result.output.join_code).toBe('FEN6AY');
  });
  it('wants six characters', () => expect(v.safeParse(joinFormSchema, { join_code: 'AB3' }).success).toBe(false));
});

describe('claim code form', () => {
  it('reads the code from the card in any case, with or without its dash', () => {
    const result = v.safeParse(claimFormSchema, { claim_code: ' abcd-2345 ' });
    expect(result.success && result.output.claim_code).toBe('ABCD2345');
  });
  it('lets the code be left out', () => {
    const result = v.safeParse(claimFormSchema, { claim_code: '' });
    expect(result.success && result.output.claim_code).toBe('');
  });
  it.each(['ABCD-234', 'ABCD-2340', 'abci-2345'])('refuses %s', (claim_code) => expect(v.safeParse(claimFormSchema, { claim_code }).success).toBe(false));
});

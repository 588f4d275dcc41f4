import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { siteConfig } from '@/shared/config/site.ts';
import { faqEntries } from './faq.ts';

describe('faqEntries', () => {
  it('has exactly six entries with unique ids (docs/behaviour.md#routes-and-guards)', () => {
    expect(faqEntries).toHaveLength(6);
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(6);
  });

  it('gives every entry a question and a substantial answer', () => {
    for (const entry of faqEntries) {
      const question = i18n._(entry.question);
      const answer = i18n._(entry.answer);
      expect(question.trim().endsWith('?'), question).toBe(true);
      expect(answer.trim().length, entry.id).toBeGreaterThan(80);
    }
  });

  it('covers the questions teachers and parents ask', () => {
    const questions = faqEntries.map((entry) => i18n._(entry.question)).join('\n');
    expect(questions).toContain('İnternet olmadan');
    expect(questions).toContain('KVKK');
    expect(i18n._(faqEntries.find((entry) => entry.id === 'install')!.answer)).toContain('Ana Ekrana Ekle');
  });

  it('fills contact addresses in from the site config', () => {
    const answers = faqEntries.map((entry) => i18n._(entry.answer)).join('\n');
    expect(answers).toContain(siteConfig.supportEmail);
    expect(answers).toContain(siteConfig.infoEmail);
    expect(answers).not.toMatch(/\{\w+\}/);
  });
});

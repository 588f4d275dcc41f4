import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletterRules.ts';

describe('newsletter e-mail rule (docs/behaviour.md#validation)', () => {
  it('requires an address', () => {
    expect(newsletterEmailError('')).toBe('E-posta adresi zorunludur.');
    expect(newsletterEmailError('   ')).toBe('E-posta adresi zorunludur.');
  });

  it.each(['okur@ornek.example', 'a@b.co', ' okur@ornek.example ', 'ad.soyad+bulten@okul.k12.tr'])('accepts %j', (email) => {
    expect(newsletterEmailError(email)).toBeNull();
  });

  it.each(['okur', 'okur@', '@ornek.example', 'a@b', 'a@b.', 'a @b.co', 'a@b .co', 'a@@b.co', 'a@b@c.co'])('refuses %j', (email) => {
    expect(newsletterEmailError(email)).toBe('Lütfen geçerli bir e-posta adresi girin.');
  });
});

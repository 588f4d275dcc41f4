import { describe, expect, it } from 'vitest';
import { displayFirstName, roleIcon } from './displayName.ts';

describe('displayFirstName', () => {
  it('prefers the first name', () => expect(displayFirstName({ first_name: 'İpek', full_name: 'İpek Şahin', email: 'i@x.example' })).toBe('İpek'));
  it('falls back to the full name', () => expect(displayFirstName({ first_name: '  ', full_name: 'Ömer Çelik', email: 'o@x.example' })).toBe('Ömer Çelik'));
  it('then to the part of the e-mail before @', () => expect(displayFirstName({ email: 'ogretmen.ayse@okul.example' })).toBe('ogretmen.ayse'));
  it('has an icon for every role', () => expect(Object.keys(roleIcon).sort()).toEqual(['administrator', 'parent', 'student', 'teacher']));
});

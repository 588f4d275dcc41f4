import { describe, expect, it } from 'vitest';
import { displayFirstName, namesToShorten, roleIcon } from './displayName.ts';

describe('displayFirstName', () => {
  it('prefers the first name', () => expect(displayFirstName({ first_name: 'İpek', full_name: 'İpek Şahin', email: 'i@x.example' })).toBe('İpek'));
  it('falls back to the full name', () => expect(displayFirstName({ first_name: '  ', full_name: 'Ömer Çelik', email: 'o@x.example' })).toBe('Ömer Çelik'));
  it('then to the part of the e-mail before @', () => expect(displayFirstName({ email: 'ogretmen.ayse@okul.example' })).toBe('ogretmen.ayse'));
  it('has an icon for every role', () => expect(Object.keys(roleIcon).sort()).toEqual(['administrator', 'parent', 'student', 'teacher']));
});

describe('namesToShorten', () => {
  it('gives the first and last name', () =>
    expect(namesToShorten({ first_name: ' Ayşe ', last_name: 'Yılmaz', full_name: 'x', email: 'a@x.example' })).toEqual(['Ayşe', 'Yılmaz']));
  it('keeps a lone last name', () => expect(namesToShorten({ first_name: '', last_name: 'Yılmaz', email: 'a@x.example' })).toEqual(['', 'Yılmaz']));
  it('falls back to the full name', () =>
    expect(namesToShorten({ first_name: undefined, last_name: ' ', full_name: 'Ömer Çelik', email: 'o@x.example' })).toEqual(['Ömer Çelik', '']));
  it('then to the part of the e-mail before @', () => expect(namesToShorten({ email: 'ogretmen.ayse@okul.example' })).toEqual(['ogretmen.ayse', '']));
});

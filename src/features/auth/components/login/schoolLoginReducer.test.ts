import { describe, expect, it } from 'vitest';
import type { School } from '@/shared/api/contract.ts';
import { initialSchoolLogin, levelsOf, roleLabel, rolesOf, schoolLoginReducer, type SchoolLoginState } from './schoolLoginReducer.ts';

const schools: School[] = [
  {
    slug: 'ataturk',
    display_name: 'Atatürk Ortaokulu',
    levels: [
      { name: '5. Sınıf', roles: ['ogrenci', 'ogretmen'] },
      { name: '6. Sınıf', roles: ['ogrenci'] },
    ],
  },
  { slug: 'istiklal', display_name: 'İstiklal İlkokulu', levels: [{ name: '3. Sınıf', roles: ['ogretmen'] }] },
];

const filled: SchoolLoginState = { school: 'ataturk', level: '5. Sınıf', role: 'ogrenci', password: 'sifre' };

describe('schoolLoginReducer', () => {
  it('starts empty', () => {
    expect(initialSchoolLogin).toEqual({ school: null, level: null, role: null, password: '' });
  });

  it('choosing another school clears level and role, keeping the password', () => {
    expect(schoolLoginReducer(filled, { type: 'chooseSchool', school: 'istiklal' })).toEqual({
      school: 'istiklal',
      level: null,
      role: null,
      password: 'sifre',
    });
  });

  it('clearing the school clears level and role', () => {
    expect(schoolLoginReducer(filled, { type: 'chooseSchool', school: null })).toEqual({ ...initialSchoolLogin, password: 'sifre' });
  });

  it('choosing another level clears the role only', () => {
    expect(schoolLoginReducer(filled, { type: 'chooseLevel', level: '6. Sınıf' })).toEqual({ ...filled, level: '6. Sınıf', role: null });
    expect(schoolLoginReducer(filled, { type: 'chooseLevel', level: null })).toEqual({ ...filled, level: null, role: null });
  });

  it('choosing the same school or level again changes nothing', () => {
    expect(schoolLoginReducer(filled, { type: 'chooseSchool', school: 'ataturk' })).toBe(filled);
    expect(schoolLoginReducer(filled, { type: 'chooseLevel', level: '5. Sınıf' })).toBe(filled);
  });

  it('sets the role and the password', () => {
    const withRole = schoolLoginReducer({ ...filled, role: null }, { type: 'chooseRole', role: 'ogretmen' });
    expect(withRole).toEqual({ ...filled, role: 'ogretmen' });
    expect(schoolLoginReducer(withRole, { type: 'typePassword', password: '' })).toEqual({ ...withRole, password: '' });
  });
});

describe('levelsOf and rolesOf', () => {
  it('offers no levels or roles before the choices they depend on', () => {
    expect(levelsOf(schools, null)).toEqual([]);
    expect(rolesOf(schools, 'ataturk', null)).toEqual([]);
    expect(rolesOf(schools, null, '5. Sınıf')).toEqual([]);
  });

  it('offers the chosen school’s levels', () => {
    expect(levelsOf(schools, 'ataturk').map((level) => level.name)).toEqual(['5. Sınıf', '6. Sınıf']);
    expect(levelsOf(schools, 'unknown')).toEqual([]);
  });

  it('offers only the roles of the chosen level', () => {
    expect(rolesOf(schools, 'ataturk', '5. Sınıf')).toEqual(['ogrenci', 'ogretmen']);
    expect(rolesOf(schools, 'ataturk', '6. Sınıf')).toEqual(['ogrenci']);
    expect(rolesOf(schools, 'istiklal', '3. Sınıf')).toEqual(['ogretmen']);
    // A level name from another school does not leak in.
    expect(rolesOf(schools, 'istiklal', '5. Sınıf')).toEqual([]);
  });

  it('lists a repeated role once', () => {
    expect(rolesOf([{ slug: 's', display_name: 'S', levels: [{ name: 'L', roles: ['ogrenci', 'ogrenci'] }] }], 's', 'L')).toEqual(['ogrenci']);
  });
});

describe('roleLabel (docs/behaviour.md#data-kept-on-the-device)', () => {
  it("shows 'ogrenci' as Öğrenci and any other code as Öğretmen", () => {
    expect(roleLabel('ogrenci')).toBe('Öğrenci');
    expect(roleLabel('ogretmen')).toBe('Öğretmen');
    expect(roleLabel('teacher')).toBe('Öğretmen');
    expect(roleLabel('')).toBe('Öğretmen');
  });
});

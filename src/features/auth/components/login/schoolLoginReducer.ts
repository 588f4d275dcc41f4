import { t } from '@lingui/core/macro';
import type { School, SchoolLevel, SchoolRoleCode } from '@/shared/api/contract.ts';

/** The school login form (docs/behaviour.md#routes-and-guards): each choice depends on the one before it. */
export type SchoolLoginState = {
  school: string | null;
  level: string | null;
  role: SchoolRoleCode | null;
  password: string;
};

export const initialSchoolLogin: SchoolLoginState = { school: null, level: null, role: null, password: '' };

export type SchoolLoginAction =
  | { type: 'chooseSchool'; school: string | null }
  | { type: 'chooseLevel'; level: string | null }
  | { type: 'chooseRole'; role: SchoolRoleCode | null }
  | { type: 'typePassword'; password: string };

/**
 * docs/behaviour.md#routes-and-guards: changing the school clears level and role; changing the level
 * clears the role. Choosing the same value again is not a change.
 */
export function schoolLoginReducer(state: SchoolLoginState, action: SchoolLoginAction): SchoolLoginState {
  switch (action.type) {
    case 'chooseSchool':
      return action.school === state.school ? state : { ...state, school: action.school, level: null, role: null };
    case 'chooseLevel':
      return action.level === state.level ? state : { ...state, level: action.level, role: null };
    case 'chooseRole':
      return { ...state, role: action.role };
    case 'typePassword':
      return { ...state, password: action.password };
  }
}

/** The chosen school's class levels (none until a school is chosen). */
export function levelsOf(schools: readonly School[], school: string | null): readonly SchoolLevel[] {
  return schools.find((item) => item.slug === school)?.levels ?? [];
}

/** The account types offered for the chosen school and level (none until both are chosen). */
export function rolesOf(schools: readonly School[], school: string | null, level: string | null): readonly SchoolRoleCode[] {
  const roles = levelsOf(schools, school).find((item) => item.name === level)?.roles ?? [];
  return [...new Set(roles)];
}

/** docs/behaviour.md#data-kept-on-the-device: role code 'ogrenci' is a student account, any other code a teacher account. */
const isStudentRole = (role: SchoolRoleCode): boolean => role === 'ogrenci';

/** docs/behaviour.md#data-kept-on-the-device: 'ogrenci' is shown as Öğrenci, any other value as Öğretmen. */
export const roleLabel = (role: SchoolRoleCode): string => (isStudentRole(role) ? t`Öğrenci` : t`Öğretmen`);

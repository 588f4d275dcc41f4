import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@/shared/api/contract.ts';

/** docs/behaviour.md#roles role labels, in Turkish (the product's English fallbacks: Student, Teacher, Parent, Administrator). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  student: msg`Öğrenci`,
  teacher: msg`Öğretmen`,
  parent: msg`Veli`,
  administrator: msg`Okul Yöneticisi`,
};

// The labels' keys are the roles (the type above holds them to ROLES): the contract's list is not read here, since
// the auth feature's index carries this file into the landing page's entry and the list would bring the whole contract.
const isRole = (value: string): value is Role => Object.hasOwn(ROLE_LABELS, value);

/** docs/behaviour.md#roles: an unknown or missing role reads "User". */
const UNKNOWN_ROLE = msg`Kullanıcı`;

export const roleLabel = (role: string | null | undefined): MessageDescriptor => (role && isRole(role) ? ROLE_LABELS[role] : UNKNOWN_ROLE);

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES, type Role } from '@/shared/api/contract.ts';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** docs/behaviour.md#roles role labels, in Turkish (the product's English fallbacks: Student, Teacher, Parent, Administrator). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  student: msg`Öğrenci`,
  teacher: msg`Öğretmen`,
  parent: msg`Veli`,
  administrator: msg`Okul Yöneticisi`,
};

/** docs/behaviour.md#roles: an unknown or missing role reads "User". */
const UNKNOWN_ROLE = msg`Kullanıcı`;

export const roleLabel = (role: string | null | undefined): MessageDescriptor => (role && isRole(role) ? ROLE_LABELS[role] : UNKNOWN_ROLE);

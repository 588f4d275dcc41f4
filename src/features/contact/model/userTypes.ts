import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserType } from '@/shared/api/contract.ts';

/** docs/behaviour.md#data-kept-on-the-device user types, in the order the form lists them. */
export const USER_TYPE_LABELS: Record<UserType, MessageDescriptor> = {
  teacher: msg`Öğretmen`,
  parent: msg`Veli`,
  student: msg`Öğrenci`,
  administrator: msg`Okul yöneticisi`,
  researcher: msg`Araştırmacı`,
  other: msg`Diğer`,
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchoolDayOffKind } from '@/shared/api/schoolCalendar.ts';

/** The kinds of a school's own days off, as the calendar screen names them. */
export const dayOffKindLabels: Record<SchoolDayOffKind, MessageDescriptor> = {
  break: msg`Ara tatil`,
  holiday: msg`Yerel tatil`,
  snow: msg`Kar tatili`,
  other: msg`Diğer`,
};

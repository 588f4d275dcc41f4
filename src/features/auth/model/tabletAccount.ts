import type { User } from '@/shared/api/contract.ts';

/** The one screen a class tablet's school account may show: it lists names and signs children in, nothing else. */
export const CLASS_TABLET_PATH = '/class-tablet';

/** A school's shared student account: signed in on a device, it makes it a class tablet. */
export const isSchoolTablet = (user: User | null | undefined): boolean => user?.account_kind === 'school' && user.role === 'student';

import type { Role, User } from '@/shared/api/contract.ts';

/** docs/behaviour.md#routes-and-guards: first name, falling back to the full name, then the e-mail's local part. */
export function displayFirstName(user: Pick<User, 'first_name' | 'full_name' | 'email'>): string {
  const first = user.first_name?.trim();
  if (first) return first;
  const full = user.full_name?.trim();
  if (full) return full;
  return user.email.split('@')[0] ?? user.email;
}

/**
 * The first and last name the sidebar and header menu shorten (docs/behaviour.md#validation); a user with neither shows
 * the same fallback as the header: the full name, then the e-mail's local part.
 */
export function namesToShorten(user: Pick<User, 'first_name' | 'last_name' | 'full_name' | 'email'>): [first: string, last: string] {
  const first = user.first_name?.trim() ?? '';
  const last = user.last_name?.trim() ?? '';
  return first || last ? [first, last] : [displayFirstName(user), ''];
}

/** docs/behaviour.md#roles role icons. */
export const roleIcon: Record<Role, string> = {
  student: '🎓',
  teacher: '👩‍🏫',
  parent: '👨‍👩‍👧‍👦',
  administrator: '🏫',
};

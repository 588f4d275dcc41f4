import type { PrivacyPerson } from '../../../src/shared/api/privacy.ts';
import type { Role } from '../../../src/shared/api/contract.ts';
import { GONE_ACCOUNT } from './messages.ts';

/** A log row's person, read with a LEFT JOIN on users: the logs outlive the accounts they name. */
export type PersonColumns = { person_id: number; first_name: string | null; last_name: string | null; role: Role | null };

export function personOf(row: PersonColumns): PrivacyPerson {
  const name = row.first_name === null ? GONE_ACCOUNT : `${row.first_name} ${row.last_name ?? ''}`.trim();
  return { id: row.person_id, full_name: name, role: row.role ?? 'student' };
}

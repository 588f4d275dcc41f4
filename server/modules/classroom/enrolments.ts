import type { Database } from 'better-sqlite3';
import type { EnrolmentOrigin, EnrolmentStatus } from '../../../src/shared/api/classroom.ts';
import type { AccountKind } from '../../../src/shared/api/contract.ts';
import type { LinkedParent } from '../../../src/shared/api/guardians.ts';

export type EnrolmentRow = {
  id: number;
  class_id: number;
  user_id: number | null;
  number: string | null;
  first_name: string;
  last_name: string;
  status: EnrolmentStatus;
  picture_code_hash: string | null;
  joined_at: string;
  updated_at: string;
  origin: EnrolmentOrigin;
  linked_at: string | null;
};

/** An enrolment with what the roster shows of its linked account. */
export type RosterRow = EnrolmentRow & {
  user_email: string | null;
  account_kind: AccountKind | null;
  last_seen_at: string | null;
  /** The linked account's school (set only by the seed and the roster): whether the class's school may see the child's contact and figures. */
  user_school: string | null;
  parent_name: string | null;
  /** The child's linked parents as a JSON array of LinkedParent, oldest link first ('[]' without an account). */
  parents_json: string;
};

// School list order: by number (numerically), then names for children without one.
const ROSTER_ORDER = 'ORDER BY e.number IS NULL, CAST(e.number AS INTEGER), e.last_name, e.first_name, e.id';

const ROSTER_SELECT = `
  SELECT e.*, u.email AS user_email, u.account_kind, u.last_seen_at, u.school AS user_school,
         (SELECT p.first_name || ' ' || p.last_name FROM guardian_links g JOIN users p ON p.id = g.parent_id
           WHERE g.student_id = e.user_id ORDER BY g.created_at, g.parent_id LIMIT 1) AS parent_name,
         (SELECT json_group_array(json_object('id', p.id, 'full_name', trim(p.first_name || ' ' || p.last_name), 'linked_at', g.created_at)
                   ORDER BY g.created_at, g.parent_id)
            FROM guardian_links g JOIN users p ON p.id = g.parent_id WHERE g.student_id = e.user_id) AS parents_json
    FROM enrolments e LEFT JOIN users u ON u.id = e.user_id`;

/** Built by the roster's own query, so it is read without checks. */
export const linkedParents = (row: RosterRow): LinkedParent[] => JSON.parse(row.parents_json) as LinkedParent[];

export function rosterOf(db: Database, classId: number): RosterRow[] {
  return db.prepare<[number], RosterRow>(`${ROSTER_SELECT} WHERE e.class_id = ? ${ROSTER_ORDER}`).all(classId);
}

export function rosterRow(db: Database, enrolmentId: number): RosterRow | undefined {
  return db.prepare<[number], RosterRow>(`${ROSTER_SELECT} WHERE e.id = ?`).get(enrolmentId);
}

export function findEnrolment(db: Database, classId: number, enrolmentId: number): EnrolmentRow | undefined {
  return db.prepare<[number, number], EnrolmentRow>('SELECT * FROM enrolments WHERE class_id = ? AND id = ?').get(classId, enrolmentId);
}

export function activeEnrolmentOf(db: Database, classId: number, userId: number): EnrolmentRow | undefined {
  return db.prepare<[number, number], EnrolmentRow>("SELECT * FROM enrolments WHERE class_id = ? AND user_id = ? AND status = 'active'").get(classId, userId);
}

export function countActive(db: Database, classId: number): number {
  return db.prepare<[number], { total: number }>("SELECT COUNT(*) AS total FROM enrolments WHERE class_id = ? AND status = 'active'").get(classId)?.total ?? 0;
}

export function numbersInUse(db: Database, classId: number, exceptEnrolment = 0): Set<string> {
  const rows = db
    .prepare<[number, number], { number: string }>('SELECT number FROM enrolments WHERE class_id = ? AND number IS NOT NULL AND id <> ?')
    .all(classId, exceptEnrolment);
  return new Set(rows.map((row) => row.number));
}

export type NewEnrolment = Pick<EnrolmentRow, 'class_id' | 'first_name' | 'last_name'> &
  Partial<Pick<EnrolmentRow, 'user_id' | 'number' | 'status' | 'picture_code_hash' | 'origin' | 'linked_at'>>;

export function insertEnrolment(db: Database, enrolment: NewEnrolment, nowIso: string): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO enrolments (class_id, user_id, number, first_name, last_name, status, picture_code_hash, origin, linked_at, joined_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      enrolment.class_id,
      enrolment.user_id ?? null,
      enrolment.number ?? null,
      enrolment.first_name,
      enrolment.last_name,
      enrolment.status ?? 'active',
      enrolment.picture_code_hash ?? null,
      enrolment.origin ?? 'teacher',
      enrolment.linked_at ?? null,
      nowIso,
      nowIso,
    );
  return Number(lastInsertRowid);
}

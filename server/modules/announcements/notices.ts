import type { Database } from 'better-sqlite3';
import { recipientsOf, type AudienceClass, type AudienceEnrolment, type AudienceTarget, type GuardianLink } from '../../../src/shared/announcements/index.ts';
import { notifyUsers } from '../notifications/index.ts';

const CLASS_COLUMNS = 'SELECT id, school, grade, status, teacher_id FROM classes';

/** The classes an audience can reach: the one class, or every class of the school (the rules pick the grade's). */
function targetClasses(db: Database, target: AudienceTarget): AudienceClass[] {
  if (target.audience.kind === 'class') return db.prepare<[number], AudienceClass>(`${CLASS_COLUMNS} WHERE id = ?`).all(target.audience.class_id);
  if (target.school === null) return [];
  return db.prepare<[string], AudienceClass>(`${CLASS_COLUMNS} WHERE school = ?`).all(target.school);
}

/**
 * Tells the students an announcement reaches, and their linked parents, with the same rules its
 * readers are found by (shared/announcements), so the bell never points at one its reader cannot open.
 * Staff read theirs on /communications and are not notified.
 */
export function notifyAnnouncement(db: Database, announcementId: number, target: AudienceTarget, title: string, now: Date): void {
  const classes = targetClasses(db, target);
  const enrolments = db
    .prepare<[string], AudienceEnrolment>(
      'SELECT class_id, user_id AS student_id, status FROM enrolments WHERE user_id IS NOT NULL AND class_id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(classes.map((cls) => cls.id)));
  const guardians = db
    .prepare<[string], GuardianLink>('SELECT parent_id, student_id FROM guardian_links WHERE student_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify([...new Set(enrolments.map((row) => row.student_id))]));
  const { students, parents } = recipientsOf(target, { classes, enrolments, guardians });
  notifyUsers(
    db,
    [...students, ...parents],
    { kind: 'announcement_new', subject: title, details: { announcement_id: announcementId }, link: `/communications#duyuru-${announcementId}` },
    now,
  );
}

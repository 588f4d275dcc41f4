import type { Database } from 'better-sqlite3';
import type { ExportTables } from '../../../src/shared/api/privacy.ts';

type Row = ExportTables[string][number];

// Every table that names the student, as the server holds it, without what would let anyone sign in
// as the child (password hash, picture-code hash, refresh-token hashes) or another child's data.
// Table names are Turkish: the file is for the family and the school.
const QUERIES: Record<string, string> = {
  hesap: `SELECT id, email, first_name, last_name, role, school, account_kind, profile_picture, newsletter_opt_in,
                 date_joined, updated_at, last_seen_at, active, erased_at
            FROM users WHERE id = @id`,
  sinif_kayitlari: `SELECT e.id, e.class_id, c.name AS class_name, c.school, e.number, e.first_name, e.last_name, e.status,
                           e.picture_code_hash IS NOT NULL AS has_picture_code, e.joined_at, e.updated_at
                      FROM enrolments e JOIN classes c ON c.id = e.class_id WHERE e.user_id = @id ORDER BY e.id`,
  yoklama: `SELECT a.class_id, c.name AS class_name, a.date, a.status
              FROM attendance_records a JOIN enrolments e ON e.id = a.enrolment_id JOIN classes c ON c.id = a.class_id
             WHERE e.user_id = @id ORDER BY a.date, a.class_id`,
  odev_teslimleri: `SELECT s.id, s.assignment_id, a.title AS assignment_title, a.class_id, s.answers_json, s.text, s.photo,
                           s.auto_score, s.score, s.feedback, s.completed_at, s.received_at, s.late, s.graded_at, s.returned_at,
                           a.reveal, a.due_at
                      FROM submissions s JOIN assignments a ON a.id = s.assignment_id WHERE s.student_id = @id ORDER BY s.id`,
  yanlis_resimli_sifreler: `SELECT CAST(b.key AS INTEGER) AS enrolment_id, b.day, b.failures_today, b.locked_until
                               FROM picture_code_budgets b
                              WHERE b.scope = 'child' AND b.key IN (SELECT CAST(id AS TEXT) FROM enrolments WHERE user_id = @id)`,
  ilerleme_olaylari: `SELECT id, kind, ref, outcomes_json, correct, mixed_review, difficulty, minutes, on_time, at, received_at
                        FROM progress_events WHERE user_id = @id ORDER BY at, id`,
  asistan_isaretli_sorular: `SELECT f.id, f.category, f.text, f.at, f.received_at,
                                    (SELECT json_group_array(fc.class_id) FROM assistant_flag_classes fc
                                      WHERE fc.student_id = f.student_id AND fc.flag_id = f.id) AS class_ids_json
                               FROM assistant_flags f WHERE f.student_id = @id ORDER BY f.received_at`,
  duyuru_okumalari: `SELECT r.announcement_id, a.title, r.read_at
                       FROM announcement_reads r JOIN announcements a ON a.id = r.announcement_id WHERE r.user_id = @id ORDER BY r.read_at`,
  veli_baglantilari: `SELECT g.parent_id, u.first_name || ' ' || u.last_name AS parent_name, g.created_at
                        FROM guardian_links g JOIN users u ON u.id = g.parent_id WHERE g.student_id = @id ORDER BY g.created_at`,
  oturumlar: `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', created_at / 1000.0, 'unixepoch') AS created_at,
                     strftime('%Y-%m-%dT%H:%M:%fZ', expires_at / 1000.0, 'unixepoch') AS expires_at,
                     CASE WHEN revoked_at IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', revoked_at / 1000.0, 'unixepoch') END AS revoked_at
                FROM refresh_tokens WHERE user_id = @id ORDER BY created_at`,
  blog_begenileri: `SELECT l.post_id, p.slug, strftime('%Y-%m-%dT%H:%M:%fZ', l.created_at / 1000.0, 'unixepoch') AS created_at
                      FROM blog_likes l JOIN blog_posts p ON p.id = l.post_id WHERE l.user_id = @id ORDER BY l.created_at`,
  blog_kaydedilenleri: `SELECT b.post_id, p.slug, strftime('%Y-%m-%dT%H:%M:%fZ', b.created_at / 1000.0, 'unixepoch') AS created_at
                          FROM blog_bookmarks b JOIN blog_posts p ON p.id = b.post_id WHERE b.user_id = @id ORDER BY b.created_at`,
  bulten_aboneligi: `SELECT email, subscribed_at FROM newsletter_subscribers WHERE email = (SELECT email FROM users WHERE id = @id)`,
  kaydi_okuyanlar: `SELECT r.reader_id, u.first_name || ' ' || u.last_name AS reader_name, u.role AS reader_role, r.part, r.read_at
                      FROM read_log r LEFT JOIN users u ON u.id = r.reader_id WHERE r.student_id = @id ORDER BY r.read_at`,
  kvkk_islemleri: `SELECT p.actor_id, u.first_name || ' ' || u.last_name AS actor_name, u.role AS actor_role, p.action, p.at
                     FROM privacy_actions p LEFT JOIN users u ON u.id = p.actor_id WHERE p.student_id = @id ORDER BY p.at`,
};

/** Every table of the export for one student. */
export function exportTables(db: Database, studentId: number): ExportTables {
  return Object.fromEntries(Object.entries(QUERIES).map(([name, sql]) => [name, db.prepare<{ id: number }, Row>(sql).all({ id: studentId })]));
}

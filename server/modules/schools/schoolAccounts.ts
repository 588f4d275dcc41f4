import * as v from 'valibot';
import type { Database } from 'better-sqlite3';
import type { School, SchoolListResponse, SchoolResolveResponse } from '../../../src/shared/api/contract.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { coded, INVALID_BODY, parseBody, requiredText } from '../../http/validation.ts';

type LevelRoleRow = { slug: string; display_name: string; level: string; role_code: string };

/** Every school with the levels and account types that have an account behind them. */
export function listSchools(db: Database): SchoolListResponse {
  const rows = db
    .prepare<[], LevelRoleRow>(
      `SELECT s.slug, s.display_name, l.name AS level, a.role_code
         FROM schools s
         JOIN school_levels l ON l.school_id = s.id
         JOIN school_accounts a ON a.level_id = l.id
        ORDER BY s.sort_order, l.sort_order, a.role_code`,
    )
    .all();
  const schools = new Map<string, School>();
  for (const row of rows) {
    let school = schools.get(row.slug);
    if (!school) {
      school = { slug: row.slug, display_name: row.display_name, levels: [] };
      schools.set(row.slug, school);
    }
    let level = school.levels.find((item) => item.name === row.level);
    if (!level) {
      level = { name: row.level, roles: [] };
      school.levels.push(level);
    }
    level.roles.push(row.role_code);
  }
  return { success: true, schools: [...schools.values()] };
}

export const resolveSchema = v.object(
  {
    school_slug: requiredText(coded('FIELD_REQUIRED', 'Okul seçin.')),
    level: requiredText(coded('FIELD_REQUIRED', 'Sınıf seçin.')),
    role: requiredText(coded('FIELD_REQUIRED', 'Hesap türü seçin.')),
  },
  INVALID_BODY,
);

/** The school login (docs/behaviour.md#sessions-and-flows): school + level + account type name one shared account, whose e-mail is returned. */
export function resolveSchoolAccount(db: Database, body: unknown): ApiAnswer<SchoolResolveResponse> {
  const parsed = parseBody(resolveSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { school_slug, level, role } = parsed.value;
  const row = db
    .prepare<[string, string, string], { email: string }>(
      `SELECT u.email
         FROM schools s
         JOIN school_levels l ON l.school_id = s.id
         JOIN school_accounts a ON a.level_id = l.id
         JOIN users u ON u.id = a.user_id
        WHERE s.slug = ? AND l.name = ? AND a.role_code = ?`,
    )
    .get(school_slug, level, role);
  if (!row) return fail(404, 'Bu okul, sınıf ve hesap türü için hesap bulunamadı.');
  return ok({ success: true, message: 'Hesap bulundu.', email: row.email });
}

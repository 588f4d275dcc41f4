import type { Database } from 'better-sqlite3';
import type { SeedUser } from './users.ts';

/** The school login's account types (docs/behaviour.md#roles) and the user role each one signs in as. */
const SCHOOL_ROLES = {
  ogrenci: { role: 'student', last_name: 'Öğrencileri' },
  ogretmen: { role: 'teacher', last_name: 'Öğretmeni' },
} as const;
type SchoolRoleCode = keyof typeof SCHOOL_ROLES;

/** Every school account shares this password (README, "Demo accounts"). */
const SCHOOL_PASSWORD = 'EtkiOkul2026';

type SeedSchool = {
  slug: string;
  display_name: string;
  /** Short ASCII form of the name, used in the accounts' e-mails. */
  accountPrefix: string;
  levels: readonly { grade: number; roles: readonly SchoolRoleCode[] }[];
};

const BOTH = ['ogrenci', 'ogretmen'] as const;

const SCHOOLS: readonly SeedSchool[] = [
  {
    slug: 'ataturk-ortaokulu',
    display_name: 'Atatürk Ortaokulu',
    accountPrefix: 'ataturk-oo',
    levels: [
      { grade: 5, roles: BOTH },
      { grade: 6, roles: BOTH },
      { grade: 7, roles: BOTH },
      { grade: 8, roles: ['ogrenci'] },
    ],
  },
  {
    slug: 'cumhuriyet-ilkokulu',
    display_name: 'Cumhuriyet İlkokulu',
    accountPrefix: 'cumhuriyet-io',
    levels: [
      { grade: 3, roles: BOTH },
      { grade: 4, roles: BOTH },
    ],
  },
  {
    slug: 'fatih-sultan-mehmet-imam-hatip-ortaokulu',
    display_name: 'Fatih Sultan Mehmet İmam Hatip Ortaokulu',
    accountPrefix: 'fsm-iho',
    levels: [
      { grade: 5, roles: BOTH },
      { grade: 6, roles: ['ogretmen'] },
      { grade: 8, roles: BOTH },
    ],
  },
  {
    slug: 'mimar-sinan-ortaokulu',
    display_name: 'Mimar Sinan Ortaokulu',
    accountPrefix: 'mimarsinan-oo',
    levels: [
      { grade: 5, roles: BOTH },
      { grade: 6, roles: ['ogrenci'] },
      { grade: 7, roles: BOTH },
    ],
  },
];

const levelName = (grade: number): string => `${grade}. Sınıf`;

/** e.g. ataturk-oo-5-ogrenci@okul.etkilab.example */
function schoolAccountEmail(school: SeedSchool, grade: number, role: SchoolRoleCode): string {
  return `${school.accountPrefix}-${grade}-${role}@okul.etkilab.example`;
}

/** The shared account behind each school + level + account type. */
export function schoolAccounts(): SeedUser[] {
  return SCHOOLS.flatMap((school) =>
    school.levels.flatMap(({ grade, roles }) =>
      roles.map((code) => ({
        email: schoolAccountEmail(school, grade, code),
        password: SCHOOL_PASSWORD,
        first_name: levelName(grade),
        last_name: SCHOOL_ROLES[code].last_name,
        role: SCHOOL_ROLES[code].role,
        school: school.display_name,
      })),
    ),
  );
}

/** Schools, levels and the role → account map; the accounts themselves must exist already. */
export function seedSchools(db: Database): void {
  const insertSchool = db.prepare('INSERT INTO schools (slug, display_name, sort_order) VALUES (?, ?, ?) ON CONFLICT (slug) DO NOTHING');
  const schoolId = db.prepare<[string], { id: number }>('SELECT id FROM schools WHERE slug = ?');
  const insertLevel = db.prepare('INSERT INTO school_levels (school_id, name, sort_order) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const levelId = db.prepare<[number, string], { id: number }>('SELECT id FROM school_levels WHERE school_id = ? AND name = ?');
  const insertAccount = db.prepare(
    `INSERT INTO school_accounts (level_id, role_code, user_id)
     SELECT ?, ?, id FROM users WHERE email = ?
     ON CONFLICT DO NOTHING`,
  );

  db.transaction(() => {
    SCHOOLS.forEach((school, schoolIndex) => {
      insertSchool.run(school.slug, school.display_name, schoolIndex);
      const school_id = schoolId.get(school.slug)?.id ?? 0;
      school.levels.forEach(({ grade, roles }) => {
        insertLevel.run(school_id, levelName(grade), grade);
        const level_id = levelId.get(school_id, levelName(grade))?.id ?? 0;
        for (const code of roles) insertAccount.run(level_id, code, schoolAccountEmail(school, grade, code));
      });
    });
    // Only a school account may open a class tablet's roster (docs/architecture.md#the-two-outboxes).
    db.prepare("UPDATE users SET account_kind = 'school' WHERE account_kind <> 'school' AND id IN (SELECT user_id FROM school_accounts)").run();
  })();
}

import type { Database } from 'better-sqlite3';
import { findUserByEmail, type PasswordHasher } from '../modules/auth/index.ts';
import { seedUsers, type SeedUser } from './users.ts';

const SCHOOL = 'Atatürk Ortaokulu';
const DAY_MS = 24 * 60 * 60 * 1000;

type SeedTeacher = SeedUser & {
  branch: string;
  active: boolean;
  /** An invited teacher who has not signed in yet is still on the one-time password. */
  invited: boolean;
  /** Days before the seed they last signed in; null: never. */
  lastSeenDaysAgo: number | null;
};

/**
 * The demo school's other teachers for /manage-teachers (README, "Demo accounts"), one of them switched
 * off and one still on an invitation's password, and one teacher of another school. All sign in with
 * the demo teacher's password except the invited one, who was given a one-time password.
 */
export const SEED_TEACHERS: readonly SeedTeacher[] = [
  {
    email: 'murat.aydin@etkilab.example',
    password: 'Ogretmen123',
    first_name: 'Murat',
    last_name: 'Aydın',
    role: 'teacher',
    school: SCHOOL,
    branch: 'Matematik',
    active: true,
    invited: false,
    lastSeenDaysAgo: 1,
  },
  {
    email: 'selin.koc@etkilab.example',
    password: 'Ogretmen123',
    first_name: 'Selin',
    last_name: 'Koç',
    role: 'teacher',
    school: SCHOOL,
    branch: 'Türkçe',
    active: true,
    invited: false,
    lastSeenDaysAgo: 6,
  },
  {
    email: 'hakan.sahin@etkilab.example',
    password: 'Ogretmen123',
    first_name: 'Hakan',
    last_name: 'Şahin',
    role: 'teacher',
    school: SCHOOL,
    branch: 'Sosyal Bilgiler',
    active: false,
    invited: false,
    lastSeenDaysAgo: 45,
  },
  {
    email: 'burcu.arslan@etkilab.example',
    password: 'Hx7kPq3mWz9a',
    first_name: 'Burcu',
    last_name: 'Arslan',
    role: 'teacher',
    school: SCHOOL,
    branch: 'İngilizce',
    active: true,
    invited: true,
    lastSeenDaysAgo: null,
  },
  {
    email: 'okan.yildiz@etkilab.example',
    password: 'Ogretmen123',
    first_name: 'Okan',
    last_name: 'Yıldız',
    role: 'teacher',
    school: 'Cumhuriyet İlkokulu',
    branch: 'Fen Bilimleri',
    active: true,
    invited: false,
    lastSeenDaysAgo: 2,
  },
];

/** The demo teacher (Ayşe, README) teaches science; her branch is set once, if nobody has given her one. */
const DEMO_TEACHER = { email: 'ogretmen@etkilab.example', branch: 'Fen Bilimleri' };

/** Adds the teachers that are not there yet, with their details; accounts already there are left as the API left them. */
export async function seedTeachers(db: Database, passwords: PasswordHasher, nowIso: string): Promise<void> {
  const missing = SEED_TEACHERS.filter((teacher) => !findUserByEmail(db, teacher.email));
  await seedUsers(db, missing, passwords, nowIso);
  const now = Date.parse(nowIso);
  db.transaction(() => {
    const details = db.prepare('UPDATE users SET branch = ?, active = ?, must_change_password = ?, last_seen_at = ? WHERE email = ?');
    for (const teacher of missing) {
      const lastSeen = teacher.lastSeenDaysAgo === null ? null : new Date(now - teacher.lastSeenDaysAgo * DAY_MS).toISOString();
      details.run(teacher.branch, teacher.active ? 1 : 0, teacher.invited ? 1 : 0, lastSeen, teacher.email);
    }
    db.prepare('UPDATE users SET branch = ? WHERE email = ? AND branch IS NULL').run(DEMO_TEACHER.branch, DEMO_TEACHER.email);
  })();
}

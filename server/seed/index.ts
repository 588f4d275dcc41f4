import type { Database } from 'better-sqlite3';
import type { PasswordHasher } from '../modules/auth/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { seedAnalytics } from './analytics.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedBlog } from './blog.ts';
import { seedClassroom } from './classroom.ts';
import { seedProgress } from './progress.ts';
import { schoolAccounts, seedSchools } from './schools.ts';
import { seedShipping } from './shipping.ts';
import { seedTeachers } from './teachers.ts';
import { seedUsers } from './users.ts';

/**
 * Fills a new database with the demo data (docs/architecture.md#the-server). Every step adds only what is missing, so
 * running it on each start is harmless and never undoes changes made through the API.
 */
export async function seed(db: Database, passwords: PasswordHasher, nowIso: string, secret: Buffer): Promise<void> {
  await seedUsers(db, [...DEMO_ACCOUNTS, ...schoolAccounts()], passwords, nowIso);
  seedSchools(db);
  seedBlog(db);
  seedClassroom(db, secret, nowIso);
  seedProgress(db, nowIso);
  seedAnnouncements(db, nowIso);
  seedShipping(db, nowIso);
  seedAnalytics(db, nowIso);
  await seedTeachers(db, passwords, nowIso);
}

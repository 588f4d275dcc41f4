import type { Database } from 'better-sqlite3';
import { decidePosting } from '../../src/shared/announcements/index.ts';
import { insertAnnouncement, personOf, staffClasses, type AnnouncementInput } from '../modules/announcements/index.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { CLASS_5B } from './classroomContent.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The homework the 5-B announcement points at: published, due a few days after the seed. */
const SEED_HOMEWORK_TITLE = 'Kuvveti Ölçelim — sorular';

type SeedAnnouncement = {
  author: string;
  /** Days from the seed's time. */
  postedDay: number;
  dueDay: number | null;
  input: (classId: number, homeworkId: number | null) => Omit<AnnouncementInput, 'due_at'>;
};

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    author: 'yonetici@etkilab.example',
    postedDay: -2,
    dueDay: 7,
    input: () => ({
      audience: { kind: 'school' },
      title: 'Bahar Bilim Şenliği ve veli toplantısı',
      body:
        'Okulumuzun Bahar Bilim Şenliği gelecek hafta yapılacak. Öğrencilerimizin deney standlarını ziyaret etmeye tüm velilerimizi bekliyoruz. ' +
        'Şenliğin sonunda konferans salonunda kısa bir veli toplantısı olacak.',
      link: null,
    }),
  },
  {
    author: 'ogretmen@etkilab.example',
    postedDay: -1,
    dueDay: 3,
    input: (classId, homeworkId) => ({
      audience: { kind: 'class', class_id: classId },
      title: 'Kuvvet deneyi için malzemeler',
      body:
        'Sevgili 5-B, bir sonraki derste yay ve lastikle kuvvet ölçeceğiz. Herkes bir lastik bant ve küçük bir poşet getirsin.\n' +
        '“Kuvveti Ölçelim” ödevini teslim tarihine kadar bitirmeyi unutmayın.',
      link: homeworkId === null ? null : { kind: 'assignment', assignment_id: homeworkId },
    }),
  },
];

/**
 * The demo school's announcements: the administrator's to the whole school and the demo teacher's to
 * 5-B, which the demo student and the demo parent's child are in. Each is added once (by its title),
 * through the same rights check as the API, so a seed can never write what its author could not.
 */
export function seedAnnouncements(db: Database, nowIso: string): void {
  const now = Date.parse(nowIso);
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const cls = db.prepare<[string], { id: number }>('SELECT id FROM classes WHERE join_code = ?').get(CLASS_5B.join_code);
  if (!cls) return;
  const homework = db.prepare<[number, string], { id: number }>('SELECT id FROM assignments WHERE class_id = ? AND title = ?').get(cls.id, SEED_HOMEWORK_TITLE);
  db.transaction(() => {
    for (const spec of SEED_ANNOUNCEMENTS) {
      const author = findUserByEmail(db, spec.author);
      if (!author) continue;
      const input = spec.input(cls.id, homework?.id ?? null);
      const exists = db.prepare<[number, string], { found: number }>('SELECT 1 AS found FROM announcements WHERE author_id = ? AND title = ?');
      if (exists.get(author.id, input.title)) continue;
      const decision = decidePosting(personOf(author), input.audience, staffClasses(db, author));
      if (!decision.ok) continue;
      insertAnnouncement(db, author.id, decision.target, { ...input, due_at: spec.dueDay === null ? null : at(spec.dueDay) }, at(spec.postedDay));
    }
  })();
}

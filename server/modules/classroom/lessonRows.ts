import type { Database } from 'better-sqlite3';
import type { ContentKind, ExperimentPart, Lesson } from '../../../src/shared/api/classroom.ts';
import { contentOf } from './assignmentRows.ts';

type LessonRow = {
  id: number;
  position: number;
  title: string;
  content_kind: ContentKind;
  content_ref: string | null;
  content_part: ExperimentPart | null;
  planned_for: string | null;
  removed_at: string | null;
};

const toLesson = (row: LessonRow): Lesson => ({ id: row.id, position: row.position, title: row.title, content: contentOf(row), planned_for: row.planned_for });

/** The class's plan: a removed lesson is no part of it. */
export function lessonsOf(db: Database, classId: number): Lesson[] {
  return db.prepare<[number], LessonRow>('SELECT * FROM lessons WHERE class_id = ? AND removed_at IS NULL ORDER BY position, id').all(classId).map(toLesson);
}

/** The class's lessons removed at or after `since`, newest removal first. */
export function removedLessonsOf(db: Database, classId: number, since: string): (Lesson & { removed_at: string })[] {
  return db
    .prepare<[number, string], LessonRow & { removed_at: string }>(
      'SELECT * FROM lessons WHERE class_id = ? AND removed_at >= ? ORDER BY removed_at DESC, id DESC',
    )
    .all(classId, since)
    .map((row) => ({ ...toLesson(row), removed_at: row.removed_at }));
}

export function findLesson(db: Database, classId: number, lessonId: number): LessonRow | undefined {
  return db.prepare<[number, number], LessonRow>('SELECT * FROM lessons WHERE id = ? AND class_id = ?').get(lessonId, classId);
}

export type NewLesson = { title: string; kind: ContentKind; ref: string | null; part: ExperimentPart | null; planned_for: string | null };

const sameLesson = (row: LessonRow, lesson: NewLesson): boolean =>
  row.title === lesson.title &&
  row.content_kind === lesson.kind &&
  row.content_ref === lesson.ref &&
  row.content_part === (lesson.kind === 'experiment' ? lesson.part : null);

/**
 * The plan is replaced as a whole: positions follow the order sent. A lesson still in it keeps its row
 * (and id); one left out is removed softly at `nowIso`, so it can be restored like one removed on its own.
 */
export function replaceLessons(db: Database, classId: number, lessons: readonly NewLesson[], nowIso: string): void {
  const insert = db.prepare(
    'INSERT INTO lessons (class_id, position, title, content_kind, content_ref, content_part, planned_for) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE lessons SET position = ?, planned_for = ? WHERE id = ?');
  const unused = db.prepare<[number], LessonRow>('SELECT * FROM lessons WHERE class_id = ? AND removed_at IS NULL ORDER BY position, id').all(classId);
  lessons.forEach((lesson, index) => {
    const at = unused.findIndex((row) => sameLesson(row, lesson));
    const [kept] = at === -1 ? [] : unused.splice(at, 1);
    if (kept) update.run(index + 1, lesson.planned_for, kept.id);
    else insert.run(classId, index + 1, lesson.title, lesson.kind, lesson.ref, lesson.kind === 'experiment' ? lesson.part : null, lesson.planned_for);
  });
  const remove = db.prepare('UPDATE lessons SET removed_at = ? WHERE id = ?');
  for (const row of unused) remove.run(nowIso, row.id);
}

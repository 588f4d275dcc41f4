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
};

export function lessonsOf(db: Database, classId: number): Lesson[] {
  return db
    .prepare<[number], LessonRow>('SELECT * FROM lessons WHERE class_id = ? ORDER BY position, id')
    .all(classId)
    .map((row) => ({ id: row.id, position: row.position, title: row.title, content: contentOf(row), planned_for: row.planned_for }));
}

export type NewLesson = { title: string; kind: ContentKind; ref: string | null; part: ExperimentPart | null; planned_for: string | null };

/** The plan is replaced as a whole: positions follow the order sent. */
export function replaceLessons(db: Database, classId: number, lessons: readonly NewLesson[]): void {
  const insert = db.prepare(
    'INSERT INTO lessons (class_id, position, title, content_kind, content_ref, content_part, planned_for) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  db.prepare('DELETE FROM lessons WHERE class_id = ?').run(classId);
  lessons.forEach((lesson, index) =>
    insert.run(classId, index + 1, lesson.title, lesson.kind, lesson.ref, lesson.kind === 'experiment' ? lesson.part : null, lesson.planned_for),
  );
}

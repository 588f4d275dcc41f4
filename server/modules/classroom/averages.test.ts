import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_PATHS, type ClassResponse, type GradebookResponse } from '../../../src/shared/api/classroom.ts';
import { PROGRESS_PATHS, type ClassProgressResponse, type StudentProgressResponse, type StudentRecordResponse } from '../../../src/shared/api/progress.ts';
import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { as, seededClasses, signIn, startDemoSchool, type Caller } from './testKit.ts';

// One child, one average (issue 44): the gradebook, the roster's "Not ort.", the class's progress
// page and the child's own progress read the same number; the class's "başarı" is the gradebook's.

let server: TestServer;
let teacher: Caller;
beforeAll(async () => {
  ({ server, teacher } = await startDemoSchool());
});
afterAll(() => server.close());

type Seen = { gradebook: number | null; roster: number | null; classProgress: number | null; studentRecord: number | null };

async function averagesOf(
  classId: number,
): Promise<{ students: Map<number, Seen & { user_id: number | null }>; classAverage: number | null; performance: number | null }> {
  const teacherCalls = as(server, teacher);
  const [book, detail, progress] = await Promise.all([
    teacherCalls.get<GradebookResponse>(CLASSROOM_PATHS.classGradebook(classId)),
    teacherCalls.get<ClassResponse>(CLASSROOM_PATHS.class(classId)),
    teacherCalls.get<ClassProgressResponse>(PROGRESS_PATHS.classProgress(classId)),
  ]);
  const students = new Map<number, Seen & { user_id: number | null }>();
  for (const line of detail.body.class.students.filter((row) => row.status === 'active')) {
    const record = line.user_id === null ? null : await teacherCalls.get<StudentRecordResponse>(PROGRESS_PATHS.student(line.user_id));
    students.set(line.id, {
      user_id: line.user_id,
      gradebook: book.body.rows.find((row) => row.student.id === line.id)?.average ?? null,
      roster: line.grade_average,
      classProgress: progress.body.students.find((row) => row.id === line.user_id)?.grade_average ?? null,
      studentRecord: record?.body.grade_averages.find((entry) => entry.class_id === classId)?.average ?? null,
    });
  }
  return { students, classAverage: book.body.class_average, performance: detail.body.class.performance };
}

describe('the one grade average over the seeded demo school', () => {
  it('is the same for every seeded student on the gradebook, the roster, the class’s progress and the student’s record', async () => {
    const { b5, a6 } = seededClasses(server);
    let compared = 0;
    for (const classId of [b5, a6]) {
      const { students, classAverage, performance } = await averagesOf(classId);
      expect(classAverage).toBe(performance);
      for (const [enrolmentId, seen] of students) {
        expect(seen.roster, `enrolment ${enrolmentId}: gradebook`).toBe(seen.gradebook);
        if (seen.user_id === null) continue;
        expect(seen.classProgress, `enrolment ${enrolmentId}: class progress`).toBe(seen.roster);
        expect(seen.studentRecord, `enrolment ${enrolmentId}: student record`).toBe(seen.roster);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(7);
  });

  it('counts graded work only: Elif’s handed-in auto scores wait for the teacher, and 5-B’s “başarı” is every graded piece of work', async () => {
    const { b5 } = seededClasses(server);
    const { students, classAverage } = await averagesOf(b5);
    const elifId = (await signIn(server, 'student')).id;
    const elif = [...students.values()].find((seen) => seen.user_id === elifId);
    // Graded: 85 (Elif's only), and 70, 100, 55, 75, 90, 70 by others: 545 / 7 = 77.9.
    expect(elif?.gradebook).toBe(85);
    expect(classAverage).toBe(78);
  });

  it('is what the child and their parent see on their own progress pages', async () => {
    const { b5 } = seededClasses(server);
    const { students } = await averagesOf(b5);
    for (const who of ['student', 'parent'] as const) {
      const caller = await signIn(server, who);
      const own = await as(server, caller).get<StudentProgressResponse>(PROGRESS_PATHS.me);
      const line = [...students.values()].find((seen) => seen.user_id === own.body.student.id);
      expect(line, who).toBeDefined();
      expect(own.body.grade_averages.find((entry) => entry.class_id === b5)?.average, who).toBe(line?.roster);
    }
  });
});

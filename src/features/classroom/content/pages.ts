import { loadClassroomCatalog } from './catalog.ts';
import * as meta from './meta.ts';

type Head = ReturnType<typeof meta.classesHead>;

/** What a classroom route's loader returns: its head tags, built once the classroom's texts are loaded. */
export type ClassroomPage = { head: Head };

const HEADS = {
  classes: () => meta.classesHead(),
  class: (id: string) => meta.classHead(id),
  assignments: () => meta.assignmentsHead(),
  assignment: (id: string) => meta.assignmentHead(id),
  'create-assignment': () => meta.createAssignmentHead(),
  homeworks: () => meta.homeworksHead(),
  homework: (id: string) => meta.homeworkHead(id),
  lectures: () => meta.lecturesHead(),
  'class-tablet': () => meta.classTabletHead(),
} satisfies Record<string, (id: string) => Head>;

export type ClassroomPageName = keyof typeof HEADS;

export async function classroomPage(name: ClassroomPageName, id = ''): Promise<ClassroomPage> {
  await loadClassroomCatalog();
  return { head: HEADS[name](id) };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PATHS, type ReadLogResponse, type StudentExport } from '../../../src/shared/api/privacy.ts';
import { startSchoolRolesWorld, type SchoolRolesWorld } from '../assistant/testKit.ts';
import { as, newAccount } from '../classroom/testKit.ts';
import type { Answer } from '../progress/testKit.ts';
import { denizId, giveFlag, givePhoto } from './testKit.ts';

let server: SchoolRolesWorld['server'];
let callers: SchoolRolesWorld['callers'];
let other: SchoolRolesWorld['other'];
beforeAll(async () => {
  ({ server, callers, other } = await startSchoolRolesWorld());
});
afterAll(() => server.close());

const exportOf = (caller: SchoolRolesWorld['callers']['admin'] | undefined, studentId: number) =>
  as(server, caller).get<Answer<StudentExport>>(PRIVACY_PATHS.export(studentId));

describe('GET /api/students/{id}/export/', () => {
  it('gives the school administrator everything held about the student as one JSON file with CSV per table', async () => {
    const elif = callers.student.id;
    givePhoto(server, elif);
    giveFlag(server, elif);
    const reply = await exportOf(callers.admin, elif);
    expect(reply.status).toBe(200);
    const disposition = reply.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; /u);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(new RegExp(`^öğrenci-verileri-${elif}-\\d{4}-\\d{2}-\\d{2}\\.json$`, 'u'));

    const body = reply.body;
    expect(body.student).toEqual({ id: elif, full_name: 'Elif Yılmaz' });
    expect(body.tables.hesap).toEqual([expect.objectContaining({ id: elif, email: 'ogrenci@etkilab.example', first_name: 'Elif' })]);
    expect(body.tables.sinif_kayitlari?.map((row) => row.class_name)).toContain('5-B');
    expect(body.tables.yoklama?.length).toBeGreaterThan(0);
    expect(body.tables.odev_teslimleri?.some((row) => row.photo === 'data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(body.tables.asistan_isaretli_sorular?.[0]?.text).toBe('Kimse beni anlamıyor.');
    expect(body.figures).toHaveProperty('xp');
    // Nothing that signs anyone in leaves the server.
    const text = JSON.stringify(body);
    for (const secret of ['password_hash', 'picture_code_hash', 'token_hash', 'family_id', 'scrypt$']) expect(text).not.toContain(secret);

    expect(body.csv.hesap).toMatch(/^"id","email",/u);
    expect(body.csv.odev_teslimleri).toContain('"Bitkim güneşe döndü."');
    expect(body.csv.odev_teslimleri).not.toContain('data:image');
  });

  it('gives a linked parent their own child’s file, and no other child’s', async () => {
    const deniz = denizId(server);
    const own = await exportOf(callers.parent, deniz);
    expect(own.status).toBe(200);
    expect(own.body.student.full_name).toBe('Deniz Kaya');
    expect(own.body.tables.veli_baglantilari?.[0]?.parent_id).toBe(callers.parent.id);
    expect((await exportOf(callers.parent, callers.student.id)).status).toBe(404);
  });

  it('keeps from a parent the auto score their child may not see yet, and gives it to the administrator', async () => {
    const deniz = denizId(server);
    const handIn = server.db
      .prepare<[number], { id: number; assignment_id: number }>('SELECT id, assignment_id FROM submissions WHERE student_id = ? ORDER BY id LIMIT 1')
      .get(deniz);
    if (!handIn) throw new Error('Deniz has no hand-in in the seed');
    server.db.prepare('UPDATE submissions SET auto_score = 7, score = NULL, graded_at = NULL WHERE id = ?').run(handIn.id);
    server.db.prepare("UPDATE assignments SET reveal = 'after_grading', due_at = '2099-01-01T00:00:00.000Z' WHERE id = ?").run(handIn.assignment_id);
    const rowOf = (body: StudentExport) => body.tables.odev_teslimleri?.find((row) => row.id === handIn.id);

    expect(rowOf((await exportOf(callers.parent, deniz)).body)?.auto_score).toBeNull();
    expect(rowOf((await exportOf(callers.admin, deniz)).body)?.auto_score).toBe(7);
    server.db.prepare("UPDATE assignments SET reveal = 'at_once' WHERE id = ?").run(handIn.assignment_id);
    expect(rowOf((await exportOf(callers.parent, deniz)).body)?.auto_score).toBe(7);
  });

  it('answers 404 to everyone else, and for another school’s student, as for an unknown id', async () => {
    const elif = callers.student.id;
    const strangerParent = await newAccount(server, 'parent');
    for (const caller of [callers.teacher, callers.student, strangerParent, other.admin, other.teacher, other.student]) {
      expect((await exportOf(caller, elif)).status).toBe(404);
    }
    expect((await exportOf(callers.admin, other.student.id)).status).toBe(404);
    expect((await exportOf(callers.admin, callers.teacher.id)).status).toBe(404);
    expect((await exportOf(callers.admin, 99_999_999)).status).toBe(404);
    expect((await exportOf(undefined, elif)).status).toBe(401);
  });

  it('logs every export with who made it', async () => {
    const byParent = async () => {
      const log = await as(server, callers.admin).get<ReadLogResponse>(PRIVACY_PATHS.readLog(denizId(server)));
      return log.body.actions.filter((action) => action.actor?.id === callers.parent.id);
    };
    const before = (await byParent()).length;
    expect((await exportOf(callers.parent, denizId(server))).status).toBe(200);
    const after = await byParent();
    expect(after).toHaveLength(before + 1);
    expect(after).toContainEqual(expect.objectContaining({ action: 'export', actor: { id: callers.parent.id, full_name: 'Mehmet Kaya', role: 'parent' } }));
  });
});

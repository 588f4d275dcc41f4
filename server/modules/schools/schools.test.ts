import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type SchoolListResponse, type SchoolResolveResponse } from '../../../src/shared/api/contract.ts';
import { startTestServer, type TestServer } from '../../../tests/fixtures/serverHarness.ts';

const SCHOOL_PASSWORD = 'EtkiOkul2026';
const NOT_FOUND = { success: false, message: 'Bu okul, sınıf ve hesap türü için hesap bulunamadı.' };

let server: TestServer;
let schools: SchoolListResponse['schools'];
beforeAll(async () => {
  server = await startTestServer();
  schools = (await server.get<SchoolListResponse>(API_PATHS.schools)).body.schools;
});
afterAll(() => server.close());

const resolve = (body: Record<string, unknown>) => server.post<SchoolResolveResponse>(API_PATHS.schoolResolve, body);

describe('GET /api/schools/list/', () => {
  it('lists the schools with their levels and account types', async () => {
    const reply = await server.get<SchoolListResponse>(API_PATHS.schools);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.schools.map((school) => school.display_name)).toEqual([
      'Atatürk Ortaokulu',
      'Cumhuriyet İlkokulu',
      'Fatih Sultan Mehmet İmam Hatip Ortaokulu',
      'Mimar Sinan Ortaokulu',
    ]);
    expect(reply.body.schools[0]).toEqual({
      slug: 'ataturk-ortaokulu',
      display_name: 'Atatürk Ortaokulu',
      levels: [
        { name: '5. Sınıf', roles: ['ogrenci', 'ogretmen'] },
        { name: '6. Sınıf', roles: ['ogrenci', 'ogretmen'] },
        { name: '7. Sınıf', roles: ['ogrenci', 'ogretmen'] },
        { name: '8. Sınıf', roles: ['ogrenci'] },
      ],
    });
    for (const school of reply.body.schools) {
      expect(school.slug).toMatch(/^[a-z0-9-]+$/);
      for (const level of school.levels) {
        expect(level.name).toMatch(/^[1-8]\. Sınıf$/);
        expect(level.roles.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('POST /api/schools/resolve/', () => {
  it('gives an e-mail for every listed combination, each a different account', async () => {
    const emails: string[] = [];
    for (const school of schools) {
      for (const level of school.levels) {
        for (const role of level.roles) {
          const reply = await resolve({ school_slug: school.slug, level: level.name, role });
          expect(reply.status).toBe(200);
          expect(reply.body).toMatchObject({ success: true, email: expect.stringMatching(/^[a-z0-9.-]+@okul\.etkilab\.example$/) });
          emails.push(reply.body.email ?? '');
        }
      }
    }
    expect(new Set(emails).size).toBe(emails.length);
  });

  it.each([
    ['ogrenci', 'student'],
    ['ogretmen', 'teacher'],
  ])('resolves %s to an account that signs in with the school password as %s', async (role, userRole) => {
    const reply = await resolve({ school_slug: 'mimar-sinan-ortaokulu', level: '7. Sınıf', role });
    const login = await server.login(reply.body.email ?? '', SCHOOL_PASSWORD);
    expect(login.user).toMatchObject({ role: userRole, school: 'Mimar Sinan Ortaokulu' });
  });

  it('answers 404 without an e-mail for a combination that has no account', async () => {
    for (const body of [
      { school_slug: 'ataturk-ortaokulu', level: '8. Sınıf', role: 'ogretmen' },
      { school_slug: 'ataturk-ortaokulu', level: '2. Sınıf', role: 'ogrenci' },
      { school_slug: 'olmayan-okul', level: '5. Sınıf', role: 'ogrenci' },
      { school_slug: 'ataturk-ortaokulu', level: '5. Sınıf', role: 'veli' },
    ]) {
      const reply = await resolve(body);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
  });

  it('needs school, level and account type (400)', async () => {
    const reply = await resolve({ school_slug: ' ', role: 'ogrenci' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      success: false,
      error_code: 'VALIDATION_ERROR',
      errors: { school_slug: ['Okul seçin.'], level: ['Sınıf seçin.'] },
    });
  });
});

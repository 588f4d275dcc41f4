import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import type { SchoolTeacher } from '@/shared/api/teachers.ts';
import { prefetchTeachersPage, schoolTeachersQuery } from './api.ts';

const person = (role: User['role']): User => ({ id: 1, email: 'mudur@okul.k12.tr', role });

const teacher: SchoolTeacher = {
  id: 4,
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  full_name: 'Ayşe Yılmaz',
  email: 'ayse@okul.k12.tr',
  branch: 'Fen Bilimleri',
  classes: [],
  last_seen_at: null,
  active: true,
  must_change_password: false,
};

describe('prefetchTeachersPage', () => {
  it("leaves the school's teachers in the cache under the key the screen reads, for an administrator", async () => {
    const request = vi.spyOn(http, 'request').mockResolvedValue({ success: true, teachers: [teacher] });
    const client = new QueryClient();
    await prefetchTeachersPage(client, person('administrator'));
    expect(request).toHaveBeenCalledOnce();
    expect(client.getQueryData(schoolTeachersQuery().queryKey)).toEqual([teacher]);
  });

  it('asks nothing for anyone else: their screen shows no list', async () => {
    const request = vi.spyOn(http, 'request');
    const client = new QueryClient();
    await prefetchTeachersPage(client, person('teacher'));
    await prefetchTeachersPage(client, null);
    expect(request).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { parseBody } from '../http/validation.ts';
import { REQUEST_SCHEMAS, type RequestBodies } from './requests.check.ts';

/**
 * Beyond the types of requests.check.ts: a body as the client's screens build it, typed as the
 * client's request type so it cannot drift from it, goes through the schema its route validates it
 * with, as the route's handler would pass it (parseBody).
 */
const bodies = {
  login: { email: 'ogretmen@etkilab.example', password: 'Deney2026' },
  register: {
    email: 'Ayse.Yilmaz@example.com ',
    password: 'GucluSifre2026',
    password_confirm: 'GucluSifre2026',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    role: 'teacher',
    terms_accepted: true,
    newsletter_opt_in: false,
  },
  profileUpdate: { first_name: 'Ayşe', newsletter_opt_in: true, current_password: '', new_password: '', new_password_confirm: '' },
  contact: {
    name: 'Mehmet Demir',
    email: 'mehmet.demir@example.com',
    phone: '0532 123 45 67',
    user_type: 'administrator',
    subject: 'Okulumuz için deney kiti',
    message: 'Merhaba,\n6. sınıflarımız için deney kitlerinin fiyatını öğrenmek istiyoruz.',
  },
  newsletter: { email: 'veli@example.com' },
  blogLike: { action: 'like' },
  blogBookmark: { action: 'unbookmark' },
  classCreate: { name: '6-A Fen Bilimleri', subject: 'science', grade: '6', description: 'Salı ve perşembe, laboratuvarda.' },
  studentAdd: { first_name: 'Zeynep', last_name: 'Kaya', number: '1043' },
  lessonsReplace: {
    lessons: [
      { title: 'Maddenin halleri', content: { kind: 'experiment', ref: 'maddenin-halleri', part: 'procedure' }, planned_for: '2026-03-17' },
      { title: 'Serbest tekrar', content: { kind: 'free', ref: null }, planned_for: null },
    ],
  },
  assignmentCreate: {
    class_id: 12,
    title: 'Maddenin halleri',
    instructions: 'Deneyi yap, soruları cevapla.',
    content: { kind: 'experiment', ref: 'maddenin-halleri', part: 'questions' },
    outcomes: ['F.6.4.1.1'],
    questions: [
      { id: 'q1', correct_index: 2 },
      { id: 'q2', correct_index: 0 },
    ],
    publish_at: null,
    due_at: '2026-03-20T17:00:00+03:00',
    status: 'published',
    audience: 'students',
    student_ids: [41, 42],
    reveal: 'after_grading',
  },
  submission: { answers: { q1: 2, q2: 1 }, text: 'Su kaynayınca buhara dönüştü.', photo: null, completed_at: '2026-03-18T19:42:10.512Z' },
  grade: { score: 85, feedback: 'Çok iyi; deney adımların açık.', version: 1, action: 'grade' },
  studentGrade: { score: 70, version: null },
  attendanceSave: {
    records: [
      { student_id: 41, status: 'present' },
      { student_id: 42, status: 'late' },
      { student_id: 43, status: 'excused' },
    ],
    version: 0,
  },
  timetableSave: {
    slots: [
      { id: 'ders-3f9c2a7b1e4d', weekday: 1, start: '09:00', end: '09:40', title: 'Fen Bilimleri', type: 'class', difficulty: 'medium', energy: 'high' },
      { id: 'ders-a81b0c55d2e9', weekday: 3, start: '13:20', end: '14:00', title: 'Deney saati', type: 'lab', difficulty: 'hard', energy: 'medium' },
    ],
    version: 3,
  },
  progressEvent: {
    id: '6f1c2b1e-8a4d-4c3e-9b7a-2d5e8f0a1b3c',
    kind: 'questionAnswered',
    ref: 'question:maddenin-halleri/q1',
    outcomes: ['F.6.4.1.1'],
    correct: true,
    difficulty: 'medium',
    minutes: 2,
    at: '2026-03-18T19:40:00+03:00',
  },
  notificationRead: { ids: [7, 9] },
  tabletSignIn: { enrolment_id: 41, picture_code: ['🦊', '🍎', '⭐', '🚗'] },
  tabletLeave: { password: 'EtkiOkul2026' },
  announcementCreate: {
    audience: { kind: 'class', class_id: 12 },
    title: 'Veli toplantısı',
    body: 'Cuma 17.00, 6-A sınıfında.',
    due_at: '2026-03-27T17:00:00+03:00',
    link: null,
  },
} satisfies { [Name in keyof RequestBodies]?: RequestBodies[Name] };

const names = Object.keys(bodies) as (keyof typeof bodies)[];

describe("the client's request bodies pass the server's schemas", () => {
  it.each(names)('%s', (name) => {
    const parsed = parseBody(REQUEST_SCHEMAS[name], bodies[name]);
    // The refusal's field errors, if any, say what drifted.
    expect(parsed.ok ? 'accepted' : parsed.answer.body).toBe('accepted');
  });

  it('covers the ten most used requests at least', () => {
    const mostUsed = [
      'login',
      'register',
      'contact',
      'newsletter',
      'classCreate',
      'assignmentCreate',
      'submission',
      'grade',
      'attendanceSave',
      'timetableSave',
    ];
    expect(mostUsed.filter((name) => !names.includes(name as keyof typeof bodies))).toEqual([]);
  });
});

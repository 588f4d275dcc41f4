import type { SeedUser } from './users.ts';

/** One account per role, listed in the README under "Demo accounts". E-mails stay ASCII. */
export const DEMO_ACCOUNTS: readonly SeedUser[] = [
  {
    email: 'ogrenci@etkilab.example',
    password: 'Ogrenci123',
    first_name: 'Elif',
    last_name: 'Yılmaz',
    role: 'student',
    school: 'Atatürk Ortaokulu',
  },
  {
    email: 'ogretmen@etkilab.example',
    password: 'Ogretmen123',
    first_name: 'Ayşe',
    last_name: 'Demir',
    role: 'teacher',
    school: 'Atatürk Ortaokulu',
  },
  { email: 'veli@etkilab.example', password: 'Veli12345', first_name: 'Mehmet', last_name: 'Kaya', role: 'parent' },
  {
    email: 'yonetici@etkilab.example',
    password: 'Yonetici123',
    first_name: 'Zeynep',
    last_name: 'Çelik',
    role: 'administrator',
    school: 'Atatürk Ortaokulu',
  },
];

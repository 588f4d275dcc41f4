import type { AnswerKeyEntry, ClassGrade, ContentRef, PictureEmoji } from '../../src/shared/api/classroom.ts';

/**
 * The demo classroom (README, "Demo accounts"). The server may not import the experiments, so the
 * answer keys below copy the `questions` (id, correctIndex) of the experiments' content files
 * (src/features/experiments/content/…); a change there must be copied here.
 */
const key = (pairs: Record<string, number>): AnswerKeyEntry[] => Object.entries(pairs).map(([id, correct_index]) => ({ id, correct_index }));

export const ANSWER_KEYS = {
  'shadow-size': key({ 'straight-line': 1, opaque: 1, 'frosted-glass': 1, 'closer-to-light': 0, 'shadow-calc': 2, 'shadow-colour': 1 }),
  'melting-ice': key({
    'melting-temperature': 1,
    'boiling-point': 2,
    'constant-temperature': 1,
    condensation: 2,
    'heat-gain': 2,
    'drying-clothes': 0,
  }),
  'bulb-brightness': key({ 'more-batteries': 0, 'more-bulbs': 1, 'bulb-symbol': 1, 'long-line': 0, 'two-and-two': 1, 'three-volts': 2 }),
  'measuring-force': key({
    'force-unit': 1,
    'dynamometer-spring': 1,
    'weight-500g': 1,
    'over-capacity': 1,
    'most-friction': 2,
    'useful-friction': 1,
  }),
  'average-speed': key({ 'speed-formula': 1, 'speed-calc': 1, 'who-faster': 1, 'speed-unit': 0, 'balanced-forces': 1, 'unbalanced-effect': 1 }),
} as const satisfies Record<string, AnswerKeyEntry[]>;

export type ExperimentWithKey = keyof typeof ANSWER_KEYS;

/**
 * Picture codes the demo's shared tablet (ataturk-oo-5-ogrenci@okul.etkilab.example) signs in with:
 * Elif Yılmaz 🐱🐶🐸🦊, Deniz Kaya 🍎⭐🚗🐼. The other 5-B children's codes are made from their
 * place on the list (pictureCodeFor).
 */
export const DEMO_PICTURE_CODES = {
  elif: ['🐱', '🐶', '🐸', '🦊'],
  deniz: ['🍎', '⭐', '🚗', '🐼'],
} as const satisfies Record<string, readonly PictureEmoji[]>;

type SeedStudent = { number: string; first_name: string; last_name: string };

type SeedLesson = { title: string; content: ContentRef; day: number | null };

export type SeedClass = {
  name: string;
  grade: ClassGrade;
  /** Fixed, so the README can give it, and the class's identity for the seed: a renamed class is not made again. */
  join_code: string;
  description: string;
  students: readonly SeedStudent[];
  lessons: readonly SeedLesson[];
};

const experiment = (ref: string, part: ContentRef['part'] = null): ContentRef => ({ kind: 'experiment', ref, part });
const tool = (ref: string): ContentRef => ({ kind: 'tool', ref });
const FREE: ContentRef = { kind: 'free', ref: null };

export const CLASS_5B: SeedClass = {
  name: '5-B',
  grade: '5',
  join_code: 'FEN5BX',
  description: 'Fen Bilimleri, 5. sınıf. Salı ve perşembe 3. ders, fen laboratuvarı.',
  students: [
    { number: '112', first_name: 'Elif', last_name: 'Yılmaz' },
    { number: '118', first_name: 'Deniz', last_name: 'Kaya' },
    { number: '121', first_name: 'Ahmet', last_name: 'Şahin' },
    { number: '127', first_name: 'Zeynep', last_name: 'Arslan' },
    { number: '134', first_name: 'Mustafa', last_name: 'Doğan' },
    { number: '139', first_name: 'Ecrin', last_name: 'Kılıç' },
    { number: '145', first_name: 'Yusuf', last_name: 'Aydın' },
    { number: '152', first_name: 'Defne', last_name: 'Öztürk' },
    { number: '158', first_name: 'Emir', last_name: 'Koç' },
    { number: '163', first_name: 'Azra', last_name: 'Çetin' },
    { number: '170', first_name: 'Ömer', last_name: 'Kurt' },
    { number: '176', first_name: 'Nehir', last_name: 'Özdemir' },
  ],
  lessons: [
    { title: 'Işık nasıl yayılır?', content: experiment('shadow-size', 'review'), day: -21 },
    { title: 'Gölgemin boyu deneyi', content: experiment('shadow-size', 'procedure'), day: -19 },
    { title: 'Hâl değişimi ve sıcaklık', content: experiment('melting-ice'), day: -12 },
    { title: 'Devre elemanları ve semboller', content: experiment('bulb-brightness'), day: -7 },
    { title: 'Kuvvetin ölçülmesi', content: experiment('measuring-force'), day: -3 },
    { title: 'Kronometreyle süre ölçme', content: tool('stopwatch'), day: 2 },
    { title: 'Birimler arasında dönüşüm', content: tool('unit-converter'), day: 7 },
    { title: 'Gölge tiyatrosu hazırlığı', content: FREE, day: 9 },
  ],
};

export const CLASS_6A: SeedClass = {
  name: '6-A',
  grade: '6',
  join_code: 'FEN6AY',
  description: 'Fen Bilimleri, 6. sınıf. Pazartesi 2. ve çarşamba 4. ders.',
  students: [
    { number: '201', first_name: 'Alperen', last_name: 'Aslan' },
    { number: '204', first_name: 'Asel', last_name: 'Yıldız' },
    { number: '209', first_name: 'Kerem', last_name: 'Polat' },
    { number: '213', first_name: 'Duru', last_name: 'Erdoğan' },
    { number: '218', first_name: 'Berat', last_name: 'Güneş' },
    { number: '222', first_name: 'Lina', last_name: 'Aksoy' },
    { number: '227', first_name: 'Eymen', last_name: 'Tekin' },
    { number: '231', first_name: 'Ada', last_name: 'Kaplan' },
    { number: '236', first_name: 'Miraç', last_name: 'Bulut' },
    { number: '240', first_name: 'Su', last_name: 'Karaca' },
    { number: '245', first_name: 'Çınar', last_name: 'Yalçın' },
    { number: '249', first_name: 'İpek', last_name: 'Şimşek' },
  ],
  lessons: [
    { title: 'Sürat ve birimi', content: experiment('average-speed', 'review'), day: -8 },
    { title: 'Okul bahçesinde sürat ölçümü', content: experiment('average-speed', 'procedure'), day: -5 },
    { title: 'Kronometre kullanımı', content: tool('stopwatch'), day: -5 },
    { title: 'Birim dönüştürme', content: tool('unit-converter'), day: 3 },
    { title: 'Güneş ışığının şiddeti', content: tool('sunlight-intensity'), day: 10 },
  ],
};

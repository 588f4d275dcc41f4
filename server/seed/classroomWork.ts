import type { AssignmentStatus, ContentRef } from '../../src/shared/api/classroom.ts';
import type { ExperimentWithKey } from './classroomContent.ts';

/**
 * The demo's assignments, dated in days from the moment of seeding so the demo always looks alive.
 * Students are named by their place on the class list (CLASS_5B.students): 0 is Elif Yılmaz, the demo
 * student, 1 Deniz Kaya, the demo parent's child. Elif has one of every state.
 */
export type SeedWork = {
  /** How many of the key's questions are answered right (the rest wrong). */
  correct?: number;
  text?: string;
  completedDay: number;
  /** When it reached the server, if later (finished offline). */
  receivedDay?: number;
  grade?: { score: number; feedback: string; day: number };
  returned?: { feedback: string; day: number };
};

export type SeedAssignment = {
  title: string;
  instructions: string;
  content: ContentRef;
  outcomes: string[];
  key: ExperimentWithKey | null;
  status: AssignmentStatus;
  publishDay: number | null;
  dueDay: number;
  /** Places on the list of a selected-students audience; none means the whole class. */
  students?: number[];
  work: Record<number, SeedWork>;
};

const experiment = (ref: ExperimentWithKey, part: ContentRef['part'] = 'questions'): ContentRef => ({ kind: 'experiment', ref, part });

export const WORK_5B: readonly SeedAssignment[] = [
  {
    // Elif: graded
    title: 'Gölgemin Boyu Neden Değişiyor? — sorular',
    instructions: 'Deneyi yaptıktan sonra soruları cevapla. Gölge boyu hesabında ölçümlerini kullan.',
    content: experiment('shadow-size'),
    outcomes: [],
    key: 'shadow-size',
    status: 'published',
    publishDay: -20,
    dueDay: -14,
    work: {
      0: {
        correct: 5,
        completedDay: -15,
        grade: {
          score: 85,
          day: -13,
          feedback: 'Gölge hesabını çok güzel yapmışsın! Işık kaynağını yaklaştırınca neler olduğunu bir kez daha düşün.',
        },
      },
      1: {
        correct: 4,
        completedDay: -16,
        grade: { score: 70, day: -13, feedback: 'İyi iş! Opak ve yarı saydam maddeleri bir kez daha gözden geçir.' },
      },
      2: { correct: 6, completedDay: -15, grade: { score: 100, day: -13, feedback: 'Kusursuz, tebrikler!' } },
      3: { correct: 3, completedDay: -14.5, grade: { score: 55, day: -13, feedback: 'Işığın doğrusal yayılmasını deney föyünden tekrar okuyalım.' } },
      4: { correct: 5, completedDay: -13, grade: { score: 75, day: -12, feedback: 'Cevapların doğru ama ödevi geç teslim ettin.' } },
      6: { correct: 4, completedDay: -15 },
    },
  },
  {
    // Elif: returned
    title: 'Evimizdeki ışık kaynakları',
    instructions: 'Evinizdeki ışık kaynaklarını doğal ve yapay olarak iki liste hâlinde yaz.',
    content: { kind: 'free', ref: null },
    outcomes: [],
    key: null,
    status: 'published',
    publishDay: -12,
    dueDay: -7,
    work: {
      0: {
        text: 'Güneş, lamba, mum, el feneri, televizyon ekranı.',
        completedDay: -8,
        returned: { day: -6, feedback: 'Doğal ve yapay ışık kaynaklarını ayırmayı unutmuşsun; iki liste yapıp yeniden gönderir misin?' },
      },
      1: {
        text: 'Doğal: Güneş, yıldızlar, ateş böceği. Yapay: ampul, mum, el feneri.',
        completedDay: -9,
        grade: { score: 90, day: -6, feedback: 'Çok güzel bir liste!' },
      },
      2: { text: 'Doğal: Güneş. Yapay: avize, masa lambası, telefon ekranı.', completedDay: -8 },
      4: { text: 'Güneş, ampul, mum.', completedDay: -6 },
    },
  },
  {
    // Elif: late
    title: 'Buz Erirken Sıcaklık Ne Olur? — sorular',
    instructions: 'Ölçüm tablonu ve grafiğini hazırladıktan sonra soruları cevapla.',
    content: experiment('melting-ice'),
    outcomes: [],
    key: 'melting-ice',
    status: 'published',
    publishDay: -10,
    dueDay: -4,
    work: {
      0: { correct: 5, completedDay: -3 },
      1: { correct: 6, completedDay: -5 },
      2: { correct: 4, completedDay: -5, grade: { score: 70, day: -3, feedback: 'Yoğuşma sorusuna bir daha bakalım.' } },
      // Finished on the tablet offline before the deadline, sent two days later: not late.
      6: { correct: 5, completedDay: -4.5, receivedDay: -2 },
    },
  },
  {
    // Elif: missing
    title: 'Ampul Ne Zaman Daha Parlak? — sorular',
    instructions: 'Devre şemanı çiz, sonra soruları cevapla.',
    content: experiment('bulb-brightness'),
    outcomes: [],
    key: 'bulb-brightness',
    status: 'published',
    publishDay: -6,
    dueDay: -2,
    work: {
      1: { correct: 3, completedDay: -1 },
      2: { correct: 6, completedDay: -3 },
    },
  },
  {
    // Elif: submitted
    title: 'Kuvveti Ölçelim — sorular',
    instructions: 'Dinamometre ile yaptığın ölçümleri kullanarak soruları cevapla.',
    content: experiment('measuring-force'),
    outcomes: ['F.5.3.1.1'],
    key: 'measuring-force',
    status: 'published',
    publishDay: -3,
    dueDay: 3,
    work: {
      0: { correct: 4, completedDay: -1 },
      3: { correct: 5, completedDay: -2 },
    },
  },
  {
    // Elif: assigned
    title: 'Kronometreyle tepki süreni ölç',
    instructions: 'Kronometre aracıyla beş kez tepki süreni ölç ve ortalamasını yaz.',
    content: { kind: 'tool', ref: 'stopwatch' },
    outcomes: [],
    key: null,
    status: 'published',
    publishDay: -1,
    dueDay: 6,
    work: {},
  },
  {
    title: 'Telafi: Işığın yayılması',
    instructions: 'Konu anlatımını oku ve deftere üç cümlelik bir özet yaz.',
    content: { kind: 'experiment', ref: 'shadow-size', part: 'review' },
    outcomes: [],
    key: null,
    status: 'published',
    publishDay: -2,
    dueDay: 4,
    students: [1, 4],
    work: {},
  },
  {
    title: 'Birim dönüştürme alıştırması',
    instructions: 'Birim dönüştürücüyle uzunluk ve kütle birimleri arasında beş dönüşüm yap.',
    content: { kind: 'tool', ref: 'unit-converter' },
    outcomes: [],
    key: null,
    status: 'draft',
    publishDay: null,
    dueDay: 14,
    work: {},
  },
  {
    title: 'Gölge tiyatrosu',
    instructions: 'Karton figürlerle kısa bir gölge gösterisi hazırla; figürün gölgesini büyütüp küçültmeyi dene.',
    content: { kind: 'free', ref: null },
    outcomes: [],
    key: null,
    status: 'scheduled',
    publishDay: 2,
    dueDay: 9,
    work: {},
  },
];

export const WORK_6A: readonly SeedAssignment[] = [
  {
    title: 'Kronometre ile ölçüm raporu',
    instructions: 'Sınıfta yaptığımız ölçümlerin raporunu yaz.',
    content: { kind: 'tool', ref: 'stopwatch' },
    outcomes: [],
    key: null,
    status: 'closed',
    publishDay: -15,
    dueDay: -8,
    work: {},
  },
  {
    title: 'Kim Daha Süratli? — sorular',
    instructions: 'Okul bahçesindeki ölçümlerinle ortalama sürati hesapla, sonra soruları cevapla.',
    content: experiment('average-speed'),
    outcomes: ['F.6.3.2.1'],
    key: 'average-speed',
    status: 'published',
    publishDay: -5,
    dueDay: 2,
    work: {},
  },
  {
    title: 'Birim dönüştürme',
    instructions: 'km/sa ile m/s arasında üç dönüşüm yap.',
    content: { kind: 'tool', ref: 'unit-converter' },
    outcomes: [],
    key: null,
    status: 'published',
    publishDay: -2,
    dueDay: 5,
    work: {},
  },
];

/** Attendance of recent lessons in 5-B: everyone present but these (place on the list → status). */
export const ATTENDANCE_5B: readonly { day: number; except: Record<number, 'absent' | 'late' | 'excused'> }[] = [
  { day: -7, except: { 10: 'absent' } },
  { day: -5, except: { 9: 'late', 0: 'late' } },
  { day: -2, except: { 1: 'excused', 10: 'absent' } },
];

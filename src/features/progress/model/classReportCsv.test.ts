import { describe, expect, it } from 'vitest';
import { csvFileName, heatmapCsv, studentSummaryCsv, type StudentCsvLabels } from './classReportCsv.ts';
import { fakeClassProgress, fakeStudentProgress } from './classReport.testUtils.ts';

const BOM = '\uFEFF';
const levels = { 'not-started': 'Başlamadı', tried: 'Denedi', familiar: 'Tanışık', proficient: 'Yeterli', mastered: 'Ustalaştı' };
const lines = (csv: string) => csv.slice(BOM.length).split('\r\n');

describe('heatmapCsv', () => {
  const csv = heatmapCsv(fakeClassProgress(), { number: 'Okul No', name: 'Ad Soyad', levels, due: 'Tekrar zamanı' });

  it('opens in Turkish Excel: a BOM, ";" between cells, CRLF lines', () => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines(csv)[0]).toBe('"Okul No";"Ad Soyad";"F.5.1.1.1";"F.5.3.1.1"');
  });

  it('has a pupil a row in roster order, each cell in words with the review note beside the kept level', () => {
    expect(lines(csv).slice(1, 4)).toEqual([
      '"3";"Ali Çelik";"Denedi";"Tanışık"',
      '"12";"Elif Yılmaz";"Ustalaştı";"Yeterli (Tekrar zamanı)"',
      ';"Zeynep Öz";"Başlamadı";"Başlamadı"',
    ]);
  });

  it('ends with the counts per level and the reviews due, after a blank line', () => {
    expect(lines(csv).slice(4)).toEqual([
      '',
      ';"Başlamadı";1;1',
      ';"Denedi";1;0',
      ';"Tanışık";0;1',
      ';"Yeterli";0;1',
      ';"Ustalaştı";1;0',
      ';"Tekrar zamanı";0;1',
      '',
    ]);
  });
});

const STUDENT_LABELS: StudentCsvLabels = {
  levels,
  due: 'Tekrar zamanı',
  field: 'Alan',
  value: 'Değer',
  name: 'Ad Soyad',
  className: 'Sınıf',
  totalXp: 'Toplam XP',
  weekXp: 'Bu haftaki XP',
  lessons: 'Tamamlanan ders',
  minutes: 'Çalışma süresi (dk)',
  currentStreak: 'Güncel seri (okul günü)',
  longestStreak: 'En uzun seri (okul günü)',
  attendance: { present: 'Var', absent: 'Yok', late: 'Geç', excused: 'İzinli' },
  homework: 'Ödev',
  dueDate: 'Son teslim',
  state: 'Durum',
  score: 'Puan',
  states: {
    assigned: 'Atandı',
    submitted: 'Teslim edildi',
    late: 'Geç',
    missing: 'Eksik',
    graded: 'Değerlendirildi',
    returned: 'İade edildi',
    held: 'Kapandıktan sonra geldi',
    excused: 'Muaf',
  },
  outcome: 'Kazanım',
  level: 'Seviye',
};

describe('studentSummaryCsv', () => {
  const rows = lines(studentSummaryCsv(fakeStudentProgress(), '5-B', STUDENT_LABELS));

  it('starts with the figures, minutes as a number', () => {
    expect(rows.slice(0, 4)).toEqual(['"Alan";"Değer"', '"Ad Soyad";"Elif Yılmaz"', '"Sınıf";"5-B"', '"Toplam XP";420']);
    expect(rows).toContain('"Çalışma süresi (dk)";135');
    expect(rows).toContain('"Yok";1');
  });

  it('lists homework latest first with Turkish dates, quoting a title with ";" and leaving a missing score empty', () => {
    const start = rows.indexOf('"Ödev";"Son teslim";"Durum";"Puan"');
    expect(rows.slice(start + 1, start + 3)).toEqual(['"Kuvvet; Ölçme";"24.11.2025";"Eksik";', '"Maddenin Halleri";"10.11.2025";"Değerlendirildi";85']);
  });

  it('ends with every outcome at its level', () => {
    const start = rows.indexOf('"Kazanım";"Seviye"');
    expect(rows.slice(start + 1, start + 3)).toEqual(['"F.5.1.1.1";"Ustalaştı"', '"F.5.3.1.1";"Yeterli (Tekrar zamanı)"']);
  });
});

describe('studentSummaryCsv without the cross-class figures', () => {
  it('leaves out XP, streaks and outcomes the server withheld instead of writing them as zero', () => {
    const withheld = { ...fakeStudentProgress(), events: null, mastery: null, stats: null, xp: null };
    const csv = studentSummaryCsv(withheld, 'Kulüp', STUDENT_LABELS);
    expect(csv).not.toContain('XP');
    expect(csv).not.toContain('Kazanım');
    expect(csv).not.toContain('undefined');
    expect(csv).toContain('"Yok";1');
  });
});

describe('csvFileName', () => {
  it('keeps a class name as it reads and folds Turkish letters', () => {
    expect(csvFileName('5-B', 'kazanim-haritasi')).toBe('5-B-kazanim-haritasi.csv');
    expect(csvFileName('Şükrü Çağlayan İnce', 'gelisim-ozeti')).toBe('Sukru-Caglayan-Ince-gelisim-ozeti.csv');
    expect(csvFileName('6/A  Fen (2025)', 'x')).toBe('6-A-Fen-2025-x.csv');
  });

  it('still names a file when nothing of the name is left', () => {
    expect(csvFileName('???', 'kazanim-haritasi')).toBe('kazanim-haritasi.csv');
  });
});

import { describe, expect, it } from 'vitest';
import { activityChart, attendanceChart, figureRows, homeworkChart, kitChart, masteryCharts } from './charts.ts';
import { NAMES, sampleAnalytics } from './sample.testUtils.ts';

const data = sampleAnalytics();

describe('figureRows', () => {
  it('puts the school first, then each grade (its own row only with several classes) and its classes', () => {
    expect(figureRows(data).map((row) => [row.label, row.level])).toEqual([
      ['Okul geneli', 'school'],
      ['5. sınıf (tümü)', 'grade'],
      ['5-B · Fen Bilimleri', 'class'],
      ['5-C · Matematik', 'class'],
      ['6-A · Fen Bilimleri', 'class'],
    ]);
  });
});

describe('the charts', () => {
  it('say every value in words too, with what it counts', () => {
    const activity = activityChart(data);
    expect(activity.max).toBe(100);
    expect(activity.rows[2]?.cells).toEqual([{ value: 58.3, text: '%58,3 (7 / 12 öğrenci)' }]);
    const homework = homeworkChart(data);
    expect(homework.series.map((series) => series.label)).toEqual(['Tamamlama', 'Geç teslim']);
    expect(homework.rows[2]?.cells.map((cell) => cell.text)).toEqual(['%36 (18 / 50 ödev)', '%22,2 (4 / 18 teslim)']);
    expect(attendanceChart(data).rows[0]?.cells[0]?.text).toBe('%91,7 (33 / 36 ders kaydı)');
  });

  it('shows a class with nothing to count as no data, not as zero', () => {
    const homework = homeworkChart(data).rows.find((row) => row.key === 'class-3');
    expect(homework?.cells).toEqual([
      { value: null, text: 'veri yok (0 / 0 ödev)' },
      { value: null, text: 'veri yok (0 / 0 teslim)' },
    ]);
  });

  it('draws mastery per grade that has units, naming each unit once the library’s names are there', () => {
    const charts = masteryCharts(data, NAMES);
    expect(charts.map((chart) => chart.title)).toEqual(['5. sınıf: ünitelere göre ustalık']);
    expect(charts[0]?.rows).toEqual([
      {
        key: 'F.5.1',
        label: 'F.5.1 Güneş, Dünya ve Ay (7 öğrenci, 2 kazanım)',
        level: 'item',
        cells: [
          { value: 37.5, text: '%37,5' },
          { value: 50, text: '%50' },
        ],
      },
    ]);
    expect(masteryCharts(data, { unitTitle: () => undefined, kitTitle: () => undefined })[0]?.rows[0]?.label).toBe('F.5.1 (7 öğrenci, 2 kazanım)');
  });

  it('measures kits in finished experiments per kit, on a scale of at least one', () => {
    const kits = kitChart(data, NAMES);
    expect(kits.max).toBe(1);
    expect(kits.rows).toEqual([
      { key: 'light-and-shadow', label: 'Işık ve Gölge', level: 'item', cells: [{ value: 0.2, text: '0,2 (6 tamamlanan deney / 30 set)' }] },
    ]);
    expect(kitChart({ ...data, kits: [{ ...data.kits[0]!, per_kit: 2.5 }] }, NAMES).max).toBe(2.5);
  });
});

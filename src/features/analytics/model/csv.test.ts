import { describe, expect, it } from 'vitest';
import { toTurkishCsv } from '@/shared/lib/csv.ts';
import { analyticsCsvFileName, analyticsCsvRows } from './csv.ts';
import { NAMES, sampleAnalytics } from './sample.testUtils.ts';

const lines = (rows: ReturnType<typeof analyticsCsvRows>) => toTurkishCsv(rows).slice(1).split('\r\n');

describe('analyticsCsvRows', () => {
  const rows = analyticsCsvRows(sampleAnalytics(), NAMES);
  const csv = lines(rows);

  it('opens with the period and the week as ISO days', () => {
    expect(csv.slice(0, 3)).toEqual(['"Okul analitiği";"1. dönem (2025/26)";"2025-09-08";"2026-01-16"', '"Bu hafta";;"2025-10-13";"2025-10-19"', '']);
  });

  it('writes the school, each grade and each class with numbers Excel can sum, and no data as an empty cell', () => {
    expect(csv[3]).toBe(
      '"Kapsam";"Sınıf düzeyi";"Sınıf";"Ders";"Öğrenci sayısı";"Bu hafta aktif öğrenci";"Bu hafta aktif (%)";"Verilen ödev";"Teslim edilen";"Geç teslim edilen";"Teslim edilmeyen";"Ödev tamamlama (%)";"Geç teslim (%)";"Yoklama kaydı";"Var";"Geç";"Yok";"İzinli";"Devam (%)"',
    );
    expect(csv[4]).toBe('"Okul";;;;30;9;30;74;18;4;32;36;22,2;36;31;2;2;1;91,7');
    expect(csv[5]?.startsWith('"Sınıf düzeyi";"5. sınıf";;;22;7;31,8;')).toBe(true);
    expect(csv[8]).toBe('"Sınıf";"5. sınıf";"5-C";"Matematik";10;0;0;0;0;0;0;;;0;0;0;0;0;');
    expect(csv[10]).toBe('');
  });

  it('lists mastery per unit for every scope that has it, then the kits', () => {
    expect(csv.slice(11, 15)).toEqual([
      '"Kapsam";"Sınıf düzeyi";"Sınıf";"Ders";"Ünite";"Ünite adı";"Öğrenci";"Kazanım";"Ortalama ustalık (%)";"Yeterli ve üzeri (%)"',
      '"Okul";;;;"F.5.1";"Güneş, Dünya ve Ay";7;2;37,5;50',
      '"Sınıf düzeyi";"5. sınıf";;;"F.5.1";"Güneş, Dünya ve Ay";7;2;37,5;50',
      '"Sınıf";"5. sınıf";"5-B";"Fen Bilimleri";"F.5.1";"Güneş, Dünya ve Ay";7;2;37,5;50',
    ]);
    expect(csv.slice(-3)).toEqual([
      '"Deney seti";"İlk teslim";"Teslim alınan set";"Tamamlanan deney";"Set başına tamamlanan deney"',
      '"Işık ve Gölge";"2025-10-01";30;6;0,2',
      '',
    ]);
  });

  it('names the file after the period', () => {
    expect(analyticsCsvFileName('term-1-2025')).toBe('okul-analitigi-term-1-2025.csv');
    expect(analyticsCsvFileName('../x y')).toBe('okul-analitigi-xy.csv');
  });
});

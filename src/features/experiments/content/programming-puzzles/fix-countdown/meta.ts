import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Değişkenler" (debugging): a program copied from a growing pattern, its change of +1 wrong for a shrinking one. */
export const meta: ExperimentMeta = {
  id: 'fix-countdown',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 7,
  unitId: 'K.7.1',
  icon: '🐞',
  title: msg`Hatayı Bul: Geri Sayan Basamaklar`,
  summary: msg`Basamaklardaki fındıklar 3, 2, 1 diye azalıyor. Fındık eski “büyüyen merdiven” programını kopyalamış ama bu merdiven küçülüyor. İzleme tablosuyla değişkenin nerede yanlış değiştiğini bul.`,
  outcomes: [
    { text: msg`Bir değişkenin değerlerini izleme tablosuyla takip ederek hatalı değişikliği bulur.` },
    { text: msg`Bir değişkeni artırmak ile azaltmak arasındaki farkı programın çıktısı üzerinden açıklar.` },
    { text: msg`Başka bir problem için yazılmış bir programı yeni probleme uyarlarken neyin değişmesi gerektiğini belirler.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Değişken`, msg`İzleme tablosu`, msg`Azaltma`, msg`Geri sayım`],
};

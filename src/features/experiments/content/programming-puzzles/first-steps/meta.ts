import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama": an algorithm as ordered steps, commands, a first program. */
export const meta: ExperimentMeta = {
  id: 'first-steps',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🏠',
  title: msg`Fındık Yuvasına Nasıl Gider?`,
  summary: msg`Ok kartları ve bloklarla Fındık’a yuvasının yolunu adım adım anlat; adımların sırası değişince ne olduğunu keşfet.`,
  outcomes: [
    { text: msg`Bir hedefe ulaşmak için gereken adımları sıralayarak basit bir algoritma oluşturur.` },
    { text: msg`Komutların yazıldığı sırayla çalıştığını ve sıra değişince sonucun da değiştiğini fark eder.` },
    { text: msg`Sağa ve sola dönmeyi, hareket edenin baktığı yöne göre ayırt eder.` },
  ],
  keywords: [msg`Algoritma`, msg`Komut`, msg`Program`, msg`Sıralama`, msg`Blok`],
};

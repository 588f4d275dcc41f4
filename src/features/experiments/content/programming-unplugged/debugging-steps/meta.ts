import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Algoritma Tasarımı ve Hata Ayıklama" (unplugged): a systematic way to find and fix a bug, and test again. */
export const meta: ExperimentMeta = {
  id: 'debugging-steps',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 8,
  unitId: 'K.8.1',
  icon: '🐞',
  title: msg`Hata Ayıklamanın Adımları`,
  summary: msg`Kâğıt üzerindeki hatalı Fındık programlarını bir bilim insanı gibi ayıkla: gözle, karşılaştır, tahmin kur, tek bir değişiklikle dene ve yeniden test et.`,
  outcomes: [
    { text: msg`Bir programdaki hatayı bulmak için sistemli bir yol izler.` },
    { text: msg`Hatanın nedeni hakkında tahmin kurar ve her seferinde tek bir değişiklikle bu tahmini test eder.` },
    { text: msg`Düzeltmeden sonra programı farklı durumlarla yeniden test etmenin önemini açıklar.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Mantık hatası`, msg`Sonsuz döngü`, msg`Hipotez`, msg`Test`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler": a loop inside a loop; an inner repeat for each tread, an outer repeat for the stairs. */
export const meta: ExperimentMeta = {
  id: 'wide-stairs',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '🪜',
  title: msg`Geniş Basamaklı Merdiven`,
  summary: msg`Her basamak üç kare genişliğinde. Basamağın üstünde yürümeyi bir döngüyle, basamakları çıkmayı onu saran ikinci bir döngüyle yaz: iç içe döngü.`,
  outcomes: [
    { text: msg`Bir örüntünün içinde tekrar eden daha küçük bir örüntüyü fark eder.` },
    { text: msg`İç içe döngü kurar ve iç döngünün dış döngünün her turunda baştan çalıştığını açıklar.` },
    { text: msg`Bir bloğun toplam kaç kez çalıştığını tekrar sayılarını çarparak bulur.` },
  ],
  keywords: [msg`İç içe döngü`, msg`Döngü`, msg`Örüntü`, msg`Merdiven`, msg`Çarpma`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Zaman Ölçme": converting hours, minutes and seconds (and days, weeks), comparing durations, finding when an event ends. */
export const meta: ExperimentMeta = {
  id: 'hours-minutes-seconds',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.3.4',
  icon: '⏱️',
  title: msg`Saat, Dakika, Saniye ve Süre`,
  summary: msg`Kronometreyle bir dakikanın 60 saniye olduğunu ölç; saat, dakika ve saniyeyi birbirine dönüştür, süreleri karşılaştır ve bir yolculuğun ne zaman biteceğini saati ilerleterek bul.`,
  outcomes: [
    { text: msg`Saat ile dakika, dakika ile saniye arasındaki dönüşümleri yapar; gün, hafta, ay ve yıl arasındaki ilişkiyi kullanır.` },
    { text: msg`Farklı birimlerle verilen süreleri aynı birime çevirerek karşılaştırır.` },
    { text: msg`Başlangıç zamanı ve süresi verilen bir olayın bitiş zamanını bulur.` },
  ],
  keywords: [msg`Saat`, msg`Dakika`, msg`Saniye`, msg`Süre`, msg`Kronometre`, msg`Dönüştürme`],
};

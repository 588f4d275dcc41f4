import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Kuvveti Tanıyalım": kinds of motion, push and pull as forces that start and stop motion. */
export const meta: ExperimentMeta = {
  id: 'push-and-pull',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.3',
  icon: '🛒',
  title: msg`İt, Çek, Harekete Geçir!`,
  summary: msg`Bir kutuyu farklı zeminlerde itip çek. Kuvvetin duran bir cismi nasıl hareket ettirdiğini, hareket edeni nasıl durdurduğunu keşfet.`,
  outcomes: [
    { text: msg`Çevresindeki varlıkların hareketlerini gözlemleyerek hareket türlerine örnek verir.` },
    { text: msg`İtme ve çekmenin birer kuvvet olduğunu deneyerek keşfeder.` },
    { text: msg`Kuvvetin duran cisimleri hareket ettirebileceğini, hareket eden cisimleri durdurabileceğini gözlemler.` },
  ],
  keywords: [msg`Hareket`, msg`Kuvvet`, msg`İtme`, msg`Çekme`],
};

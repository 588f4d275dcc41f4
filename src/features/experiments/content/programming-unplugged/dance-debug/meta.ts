import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler" (unplugged): a dance program with loops performed with mistakes; naming the kind of each bug. */
export const meta: ExperimentMeta = {
  id: 'dance-debug',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '💃',
  title: msg`Dansın Hatasını Ayıkla`,
  summary: msg`Döngülü bir dans programı yazılı, ama dansçılar onu hatalı oynuyor: bir adım eksik, bir adım fazla, sıra karışık ya da tekrar sayısı yanlış. Dansı programla karşılaştır, hatayı bul ve türünü söyle.`,
  outcomes: [
    { text: msg`Bir programın çıktısını (dansı) programla adım adım karşılaştırarak hatayı bulur.` },
    { text: msg`Hataları türlerine göre ayırt eder: eksik adım, fazla adım, yanlış sıra, yanlış tekrar sayısı.` },
    { text: msg`Döngülü bir programda bir hatanın döngü her döndüğünde tekrarlandığını fark eder.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Döngü`, msg`Dans`, msg`Hata türleri`],
};

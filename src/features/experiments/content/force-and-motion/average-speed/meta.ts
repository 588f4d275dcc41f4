import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Kuvvet ve Hareket": speed as distance over time (m/s), balanced and unbalanced forces. */
export const meta: ExperimentMeta = {
  id: 'average-speed',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.3',
  icon: '🏃',
  title: msg`Kim Daha Süratli?`,
  summary: msg`Okul bahçesinde bir parkur ölç, yürüyüş ve koşu sürelerini kronometreyle tut. Ortalama sürati hesapla ve dengelenmiş ile dengelenmemiş kuvvetleri tanı.`,
  outcomes: [
    { code: 'F.6.3.2.1', text: msg`Sürati tanımlar ve birimini ifade eder.` },
    { text: msg`Alınan yol, geçen süre ve sürat arasındaki ilişkiyi ölçümlerle inceler.` },
    { text: msg`Dengelenmiş ve dengelenmemiş kuvvetlerin cisimlerin hareketine etkisini açıklar.` },
  ],
  keywords: [msg`Sürat`, msg`Ortalama sürat`, msg`m/s`, msg`Dengelenmiş kuvvetler`, msg`Dengelenmemiş kuvvetler`],
};

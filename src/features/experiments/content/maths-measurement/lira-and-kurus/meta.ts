import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Paralarımız": 100 kuruş make 1 lira; comparing amounts up to 100 lira; paying and giving change. */
export const meta: ExperimentMeta = {
  id: 'lira-and-kurus',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.3.3',
  icon: '💰',
  title: msg`Lira ve Kuruş`,
  summary: msg`100 kuruşun 1 lira ettiğini paralarla göster; tutarları karşılaştır, alışverişte ödeme yap ve para üstünü hesapla.`,
  outcomes: [
    { text: msg`Kuruş ve lira arasındaki ilişkiyi fark eder: 100 kuruş 1 liradır.` },
    { text: msg`Değeri 100 lirayı geçmeyecek biçimde farklı miktarlardaki paraları karşılaştırır.` },
    { text: msg`Paralarımızla ilgili problemleri çözer: toplam tutarı ve para üstünü bulur.` },
  ],
  keywords: [msg`Lira`, msg`Kuruş`, msg`Para üstü`, msg`Tutar`, msg`Alışveriş`],
};

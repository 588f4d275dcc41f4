import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Cebirsel İfadeler": growing number patterns, writing the rule with a letter and finding a given term. */
export const meta: ExperimentMeta = {
  id: 'growing-patterns',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.2.1',
  icon: '🧱',
  title: msg`Büyüyen Örüntüler`,
  summary: msg`Kare kartonlar ve kibrit çöpleriyle büyüyen şekil örüntüleri kur; adımdan adıma artışı bulup kuralı harfle yaz ve istenen adımı hesapla.`,
  outcomes: [
    { text: msg`Sayı örüntülerinin kuralını harfle ifade eder; kuralı harfle ifade edilen örüntünün istenen terimini bulur.` },
    { text: msg`Şekil örüntülerini sayı örüntüsüne dönüştürür ve adım sayısı ile terim arasındaki ilişkiyi tablo ile gösterir.` },
    { text: msg`Cebirsel ifadelerde değişken ve sabit terim kavramlarını kullanır.` },
  ],
  keywords: [msg`Örüntü`, msg`Terim`, msg`Kural`, msg`Değişken`, msg`Cebirsel ifade`, msg`Adım`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Ondalık Gösterim" (M.5.1.5): tenths and hundredths on a hundred grid, place value and comparing decimals. */
export const meta: ExperimentMeta = {
  id: 'tenths-and-hundredths',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.1.5',
  icon: '🔟',
  title: msg`Yüzlük Tabloda Ondalık Gösterim`,
  summary: msg`Yüz eş kareli bir tabloyu boyayarak onda birleri ve yüzde birleri gör; kesirleri ondalık gösterimle yaz, oku ve karşılaştır.`,
  outcomes: [
    { text: msg`Paydası 10 ve 100 olan kesirleri yüzlük tabloda gösterir, ondalık gösterimlerini yazar ve okur.` },
    { text: msg`Ondalık gösterimdeki rakamların basamak adlarını ve basamak değerlerini belirtir.` },
    { text: msg`Paydası 10 ya da 100 olacak biçimde genişletilebilen kesirleri ondalık gösterimle yazar; ondalık gösterimleri karşılaştırır.` },
  ],
  keywords: [msg`Ondalık gösterim`, msg`Onda bir`, msg`Yüzde bir`, msg`Virgül`, msg`Basamak değeri`, msg`Yüzlük tablo`],
};

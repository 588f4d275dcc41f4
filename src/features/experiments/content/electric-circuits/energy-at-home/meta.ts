import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Elektrik Yükleri ve Elektrik Enerjisi": electric energy turned into motion, light, heat and sound; reading appliance labels and saving energy. */
export const meta: ExperimentMeta = {
  id: 'energy-at-home',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.7',
  icon: '🔌',
  title: msg`Evimizdeki Cihazlar Ne Kadar Elektrik Harcıyor?`,
  summary: msg`Pille çalışan bir motor, ampul ve zille elektrik enerjisinin hareket, ışık, ısı ve sese dönüştüğünü gözle. Evdeki cihazların etiketlerindeki gücü oku, bir günde harcadıkları enerjiyi kilovatsaat olarak hesapla ve tasarruf yollarını bul.`,
  outcomes: [
    {
      text: msg`Elektrik enerjisinin ısı, ışık, hareket ve ses enerjisine dönüştüğü araçlara örnekler verir ve bu dönüşümleri pille çalışan devrelerde gözlemler.`,
    },
    { text: msg`Cihazların güç değerlerini ve kullanım sürelerini kullanarak harcadıkları elektrik enerjisini karşılaştırır.` },
    { text: msg`Elektriği güvenli ve tasarruflu kullanmanın aile ve ülke ekonomisine katkısını tartışır.` },
  ],
  keywords: [msg`Elektrik enerjisi`, msg`Enerji dönüşümü`, msg`Güç`, msg`Kilovatsaat`, msg`Enerji tasarrufu`, msg`Enerji etiketi`],
};

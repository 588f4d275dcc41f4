import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Madde ve Isı": heat conductors and insulators, insulation in buildings, density, fuels and their safe use. */
export const meta: ExperimentMeta = {
  id: 'heat-insulation',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.4',
  icon: '🧣',
  title: msg`Hangi Kavanoz Suyu Daha Uzun Süre Sıcak Tutar?`,
  summary: msg`Kavanozları farklı malzemelerle sar, içlerine aynı sıcaklıkta sıcak su konunca sıcaklıklarını ölç. Isı iletkenlerini ve yalıtkanlarını karşılaştırarak en iyi yalıtım malzemesini bul.`,
  outcomes: [
    { code: 'F.6.4.3.1', text: msg`Maddeleri, ısı iletimi bakımından sınıflandırır.` },
    { text: msg`Binalarda kullanılan ısı yalıtım malzemelerinin seçilme ölçütlerini belirler ve ısı yalıtımının aile ve ülke ekonomisine katkısını tartışır.` },
    { text: msg`Kütle ve hacim ölçümlerini kullanarak maddelerin yoğunluğunu hesaplar.` },
    { text: msg`Yakıtları katı, sıvı ve gaz yakıtlar olarak sınıflandırır; soba ve doğal gaz zehirlenmelerine karşı alınacak önlemleri açıklar.` },
  ],
  keywords: [msg`Isı iletkeni`, msg`Isı yalıtkanı`, msg`Isı yalıtımı`, msg`Yoğunluk`, msg`Yakıt`, msg`Karbon monoksit`],
};

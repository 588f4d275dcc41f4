import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Enerji Dönüşümleri ve Çevre Bilimi": food chains and energy flow, photosynthesis and respiration, matter cycles, sustainability. */
export const meta: ExperimentMeta = {
  id: 'photosynthesis-rate',
  kitId: 'environment',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.6',
  icon: '🌿',
  title: msg`Işık Artınca Bitki Daha Çok Oksijen Üretir mi?`,
  summary: msg`Bir su bitkisinin çıkardığı gaz kabarcıklarını farklı ışık uzaklıklarında say. Işık şiddetinin fotosentez hızını nasıl etkilediğini bul ve besin zincirindeki enerji akışıyla ilişkilendir.`,
  outcomes: [
    { code: 'F.8.6.1.1', text: msg`Besin zincirindeki üretici, tüketici, ayrıştırıcılara örnekler verir.` },
    { code: 'F.8.6.2.1', text: msg`Bitkilerde besin üretiminde fotosentezin önemini fark eder.` },
    { code: 'F.8.6.2.2', text: msg`Fotosentez hızını etkileyen faktörler ile ilgili çıkarımlarda bulunur.` },
    { text: msg`Canlılarda solunumun önemini ve madde döngülerinin sürdürülebilir bir çevre için önemini açıklar.` },
  ],
  keywords: [msg`Fotosentez`, msg`Solunum`, msg`Üretici`, msg`Tüketici`, msg`Ayrıştırıcı`, msg`Enerji piramidi`, msg`Karbon döngüsü`],
};

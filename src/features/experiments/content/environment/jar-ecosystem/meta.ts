import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Enerji Dönüşümleri ve Çevre Bilimi": a sealed jar ecosystem and a window bag for the water cycle; carbon, oxygen and nitrogen cycles. */
export const meta: ExperimentMeta = {
  id: 'jar-ecosystem',
  kitId: 'environment',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.6',
  icon: '🫙',
  title: msg`Kavanozda Kapalı Bir Dünya`,
  summary: msg`Toprak, bitki ve suyla kapalı bir kavanoz ekosistemi kur, pencereye yapıştırdığın poşette yağmuru izle. Su, karbon, oksijen ve azot döngülerini; ayrıştırıcıların ve sürdürülebilir yaşamın önemini keşfet.`,
  outcomes: [
    { text: msg`Su, karbon, oksijen ve azot döngülerini şema üzerinde açıklar; kapalı bir kavanoz ekosisteminde su döngüsünü gözlemler.` },
    { text: msg`Fotosentez ve solunumun karbon ve oksijen döngüsündeki rolünü ilişkilendirir.` },
    { text: msg`Ayrıştırıcıların madde döngülerindeki önemini ve sürdürülebilir kalkınma için kaynakların verimli kullanılmasını tartışır.` },
  ],
  keywords: [msg`Madde döngüleri`, msg`Su döngüsü`, msg`Karbon döngüsü`, msg`Azot döngüsü`, msg`Ayrıştırıcılar`, msg`Sürdürülebilir kalkınma`],
};

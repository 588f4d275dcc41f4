import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "İnsan ve Çevre": habitats and biodiversity, human impact, environmental problems and their solutions. */
export const meta: ExperimentMeta = {
  id: 'oil-spill-cleanup',
  kitId: 'environment',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.6',
  icon: '🛢️',
  title: msg`Denize Petrol Dökülürse Ne Olur?`,
  summary: msg`Bir kap suda yemeklik yağla küçük bir petrol sızıntısı modeli kur. Kaşık, pamuk ve süngerle temizlemeyi dene, yağa bulanan bir tüyün nasıl değiştiğini gözle ve kirliliği önlemenin neden temizlemekten kolay olduğunu keşfet.`,
  outcomes: [
    { text: msg`Biyoçeşitliliğin doğal yaşam için önemini sorgular.` },
    { text: msg`İnsan faaliyetlerinin canlıların yaşam alanlarına olumlu ve olumsuz etkilerini örneklerle açıklar.` },
    { text: msg`Yakın çevresindeki ya da ülkemizdeki bir çevre sorununa yönelik çözüm önerileri sunar.` },
  ],
  keywords: [msg`Yaşam alanı`, msg`Biyoçeşitlilik`, msg`Çevre sorunu`, msg`Su kirliliği`, msg`Petrol sızıntısı`, msg`Nesli tükenme`],
};

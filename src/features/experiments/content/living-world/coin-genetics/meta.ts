import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "DNA ve Genetik Kod": a monohybrid cross with two coins and a Punnett square; mutation, modification and adaptation. */
export const meta: ExperimentMeta = {
  id: 'coin-genetics',
  kitId: 'living-world',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.2',
  icon: '🪙',
  title: msg`Yazı Tura ile Bezelye Çaprazlaması`,
  summary: msg`İki bozuk paranın yüzlerine genler yaz ve 40 kez at: her atış, iki heterozigot bezelyenin bir yavrusu olsun. Sonuçları çaprazlama tablosuyla karşılaştır; mutasyon, modifikasyon ve adaptasyonu ayırt et.`,
  outcomes: [
    { text: msg`Mendel’in çalışmalarından yola çıkarak tek karakter çaprazlamasının sonuçlarını çaprazlama tablosuyla tahmin eder ve modelle test eder.` },
    { text: msg`Baskın ve çekinik gen, genotip, fenotip, homozigot ve heterozigot kavramlarını bir çaprazlama üzerinde kullanır.` },
    { text: msg`Mutasyon, modifikasyon ve adaptasyonu örneklerle ayırt eder.` },
  ],
  keywords: [msg`Kalıtım`, msg`Çaprazlama`, msg`Baskın gen`, msg`Çekinik gen`, msg`Genotip`, msg`Fenotip`, msg`Mutasyon`, msg`Modifikasyon`],
};

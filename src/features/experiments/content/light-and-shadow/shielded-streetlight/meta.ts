import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Aydınlatma ve Ses Teknolojileri": lighting from torch to LED, suitable lighting and a shielded-lamp model of light pollution. */
export const meta: ExperimentMeta = {
  id: 'shielded-streetlight',
  kitId: 'light-and-shadow',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.5',
  icon: '🏮',
  title: msg`Sokak Lambasına Şapka Gerekir mi?`,
  summary: msg`Karanlık sınıfta el fenerini önce açıkta, sonra folyodan bir şapkayla yak. Işığın nereye gittiğini, masadaki yazının ve tavandaki “yıldızların” nasıl göründüğünü karşılaştır. Meşaleden LED’e aydınlatmanın yolculuğunu sırala.`,
  outcomes: [
    { text: msg`Geçmişten günümüze aydınlatma araçlarının gelişimini sıralar ve karşılaştırır.` },
    { text: msg`Uygun aydınlatmanın önemini bir model üzerinde gözlemleyerek açıklar.` },
    { text: msg`Işık kirliliğinin insanlara, diğer canlılara ve gökyüzünün gözlenmesine etkilerini açıklar ve azaltmak için öneriler sunar.` },
  ],
  keywords: [msg`Aydınlatma`, msg`Işık kirliliği`, msg`Uygun aydınlatma`, msg`LED`, msg`Sokak lambası`],
};

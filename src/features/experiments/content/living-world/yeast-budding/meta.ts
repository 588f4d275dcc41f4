import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Canlılarda Üreme, Büyüme ve Gelişme": budding yeast under the microscope, asexual and sexual reproduction in animals and plants. */
export const meta: ExperimentMeta = {
  id: 'yeast-budding',
  kitId: 'living-world',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.6',
  icon: '🔬',
  title: msg`Maya Hücreleri Nasıl Çoğalır?`,
  summary: msg`Ilık şekerli suya maya koy, köpürmesini izle ve bir damlasını mikroskopta incele. Tomurcuklanan hücreleri gör; eşeyli ve eşeysiz üremeyi hayvan ve bitki örnekleriyle karşılaştır.`,
  outcomes: [
    { text: msg`Eşeysiz üremenin tek bir atayla gerçekleştiğini ve yavruların ataya benzediğini mikroskopta tomurcuklanmayı gözlemleyerek açıklar.` },
    { text: msg`Hayvanlarda ve bitkilerde eşeyli ve eşeysiz üreme çeşitlerini örneklerle karşılaştırır.` },
    { text: msg`Hayvanlarda iç ve dış döllenmeyi örneklerle açıklar.` },
  ],
  keywords: [msg`Eşeysiz üreme`, msg`Eşeyli üreme`, msg`Tomurcuklanma`, msg`Maya`, msg`Döllenme`, msg`Rejenerasyon`],
};

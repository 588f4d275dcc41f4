import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Canlılarda Üreme, Büyüme ve Gelişme": the flower and its parts, pollination and fertilisation, germination conditions, metamorphosis. */
export const meta: ExperimentMeta = {
  id: 'flower-and-seed',
  kitId: 'living-world',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.6',
  icon: '🌸',
  title: msg`Çiçekten Tohuma, Tohumdan Fideye`,
  summary: msg`Bir çiçeği kısımlarına ayırıp büyüteçle incele, sonra tohumları beş farklı koşulda beklet. Çiçeğin üremedeki görevini ve bir tohumun çimlenmek için nelere ihtiyaç duyduğunu deneyle bul.`,
  outcomes: [
    { text: msg`Çiçekli bir bitkinin üreme organlarını model ya da gerçek çiçek üzerinde gösterir.` },
    { text: msg`Bitkilerde eşeyli ve eşeysiz üremeyi örneklerle açıklar.` },
    { text: msg`Tohumun çimlenmesi için gerekli koşulları deney tasarlayarak belirler.` },
    { text: msg`Bazı hayvanların büyüme ve gelişme sürecinde başkalaşım geçirdiğini örneklerle açıklar.` },
  ],
  keywords: [msg`Çiçek`, msg`Tozlaşma`, msg`Döllenme`, msg`Tohum`, msg`Çimlenme`, msg`Eşeysiz üreme`, msg`Başkalaşım`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Maddeyi Tanıyalım": solids, liquids and gases by shape and volume. */
export const meta: ExperimentMeta = {
  id: 'solid-liquid-gas',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.4',
  icon: '🧊',
  title: msg`Katı mı, Sıvı mı, Gaz mı?`,
  summary: msg`Taş, su ve hava farklı kaplara konunca ne olur? Maddelerin şeklini ve kapladığı yeri gözlemleyerek katı, sıvı ve gazı tanı.`,
  outcomes: [
    { text: msg`Maddelerin katı, sıvı ve gaz hâllerine çevresinden örnekler verir.` },
    { text: msg`Katı, sıvı ve gazları şekil ve hacim özelliklerine göre karşılaştırır.` },
  ],
  keywords: [msg`Madde`, msg`Katı`, msg`Sıvı`, msg`Gaz`, msg`Hacim`],
};

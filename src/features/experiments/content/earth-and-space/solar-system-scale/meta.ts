import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Güneş Sistemi ve Tutulmalar": comparing the planets by distance and size with two scale models. */
export const meta: ExperimentMeta = {
  id: 'solar-system-scale',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.1',
  icon: '🪐',
  title: msg`Güneş Sistemi Sınıfa Sığar mı?`,
  summary: msg`Bir kâğıt şeride 1 astronomi birimini 10 cm alarak gezegenlerin Güneş’e uzaklıklarını işaretle, kartona gezegenlerin büyüklüklerini ölçekli çiz. İç ve dış gezegenleri büyüklük, uzaklık ve yapı bakımından karşılaştır.`,
  outcomes: [
    { text: msg`Güneş sistemindeki gezegenleri birbirleri ile karşılaştırır.` },
    { text: msg`Gezegenlerin Güneş’e uzaklıklarını ve büyüklüklerini ölçekli modellerle gösterir; iç ve dış gezegenlerin özelliklerini ayırt eder.` },
  ],
  keywords: [msg`Gezegen`, msg`Güneş sistemi`, msg`Astronomi birimi`, msg`Ölçekli model`, msg`İç gezegenler`, msg`Dış gezegenler`],
};

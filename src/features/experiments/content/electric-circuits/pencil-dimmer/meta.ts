import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Elektriğin İletimi": resistance depends on a conductor's length, thickness and material; a graphite dimmer. */
export const meta: ExperimentMeta = {
  id: 'pencil-dimmer',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.7',
  icon: '✏️',
  title: msg`Kalem İçiyle Ampulü Kısmak`,
  summary: msg`Bir ampul devresine kurşun kalem içi bağla ve kıskacı grafit boyunca kaydır. Kalın ve ince kalem içlerini, grafiti ve bakır teli karşılaştır; bir iletkenin direncinin uzunluğa, kalınlığa ve maddeye nasıl bağlı olduğunu keşfet.`,
  outcomes: [
    { text: msg`Bir iletkenin direncinin uzunluğuna, kalınlığına ve yapıldığı maddeye bağlı olduğunu deneyerek keşfeder.` },
    { text: msg`Devredeki direnç arttıkça ampulün parlaklığının azaldığını gözlemler.` },
    { text: msg`Direnci değiştirilebilen araçların günlük yaşamdaki kullanımına örnekler verir.` },
  ],
  keywords: [msg`Elektriksel direnç`, msg`İletken`, msg`Grafit`, msg`Ampul parlaklığı`, msg`Değişken direnç`, msg`Ohm`],
};

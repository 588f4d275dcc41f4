import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Madde ve Isı": measuring mass and volume to work out density, floating and sinking, a liquid density column. */
export const meta: ExperimentMeta = {
  id: 'measuring-density',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.4',
  icon: '⚖️',
  title: msg`Taş mı Daha Yoğun, Silgi mi?`,
  summary: msg`Bir taşın, bir misketin ve bir silginin kütlesini terazide, hacmini dereceli silindirde ölç, yoğunluklarını hesapla. Bal, su ve yağla katmanlı bir sıvı kulesi kur; yoğunluğun yüzme ve batmayı nasıl belirlediğini keşfet.`,
  outcomes: [
    { text: msg`Kütle ve hacim ölçümlerinden yararlanarak maddelerin yoğunluğunu hesaplar.` },
    { text: msg`Yoğunluğun maddeyi tanıtan bir özellik olduğunu, aynı maddeden yapılmış farklı büyüklükteki cisimlerin yoğunluğunun aynı olduğunu fark eder.` },
    { text: msg`Cisimlerin bir sıvıda yüzmesini ya da batmasını yoğunluk farkıyla açıklar; yoğunluğun canlılar için önemine örnek verir.` },
  ],
  keywords: [msg`Yoğunluk`, msg`Kütle`, msg`Hacim`, msg`Dereceli silindir`, msg`Yüzme ve batma`, msg`g/cm³`],
};

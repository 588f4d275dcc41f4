import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Işığın Madde ile Etkileşimi": absorption of light by dark and light surfaces, white light and the colours of objects. */
export const meta: ExperimentMeta = {
  id: 'light-absorption',
  kitId: 'light-and-shadow',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.5',
  icon: '🌈',
  title: msg`Siyah Kâğıt mı Daha Çok Isınır, Beyaz mı?`,
  summary: msg`Siyah, beyaz ve renkli kâğıtlarla sarılı termometreleri güneşte ya da lamba altında beklet, sıcaklıkları ölç. Beyaz ışığın renklere ayrıldığını gör, cisimlerin neden renkli göründüğünü ışığın soğurulması ve yansımasıyla açıkla.`,
  outcomes: [
    { text: msg`Işığın madde tarafından soğurulabileceğini ve soğurulan ışığın ısıya dönüşebildiğini deneyle gösterir.` },
    { text: msg`Beyaz ışığın renklerden oluştuğunu ve cisimlerin renginin yansıttıkları ışıkla ilgili olduğunu açıklar.` },
    { text: msg`Işığın soğurulmasından yararlanılan teknolojilere ve günlük yaşam uygulamalarına örnekler verir.` },
  ],
  keywords: [msg`Işığın soğurulması`, msg`Işığın yansıması`, msg`Beyaz ışık`, msg`Renk`, msg`Güneş enerjisi`, msg`Prizma`],
};

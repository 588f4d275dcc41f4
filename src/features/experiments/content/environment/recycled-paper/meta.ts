import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "İnsan ve Çevre": making new paper from scrap paper, the steps of paper recycling, saving paper. */
export const meta: ExperimentMeta = {
  id: 'recycled-paper',
  kitId: 'environment',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.6',
  icon: '♻️',
  title: msg`Eski Kâğıttan Yeni Kâğıt`,
  summary: msg`Karalama kâğıtlarını yırtıp suda beklet, ezerek kâğıt hamuru yap ve bir tel çerçeveyle kendi geri dönüştürülmüş kâğıdını üret. Kâğıdın fabrikada nasıl geri dönüştürüldüğünü sırala, kâğıt tasarrufunun ağaçları nasıl koruduğunu keşfet.`,
  outcomes: [
    { text: msg`Atık kâğıttan yeni kâğıt yaparak geri dönüşümün nasıl gerçekleştiğini gözlemler.` },
    { text: msg`Yaşam için gerekli olan kaynakların ve geri dönüşümün önemini fark eder.` },
    { text: msg`Kâğıt kullanımında tasarruflu davranmak için öneriler sunar.` },
  ],
  keywords: [msg`Geri dönüşüm`, msg`Atık`, msg`Kâğıt`, msg`Ham madde`, msg`Tasarruf`, msg`Doğal kaynak`],
};

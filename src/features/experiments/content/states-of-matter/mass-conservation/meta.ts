import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Madde ve Endüstri": a kitchen reaction weighed in a closed and an open bottle; the conservation of mass in chemical reactions. */
export const meta: ExperimentMeta = {
  id: 'mass-conservation',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.4',
  icon: '⚗️',
  title: msg`Kapalı Şişede Tepkime: Kütle Kaybolur mu?`,
  summary: msg`Sirke ile karbonatı kapağı kapalı bir şişede tepkimeye sok, önce ve sonra tart. Sonra kapağı aç ve yeniden tart. Kimyasal tepkimede yeni maddeler oluşurken toplam kütlenin korunduğunu keşfet.`,
  outcomes: [
    { code: 'F.8.4.3.1', text: msg`Bileşiklerin kimyasal tepkime sonucunda oluştuğunu bilir.` },
    {
      text: msg`Kapalı bir kapta gerçekleşen kimyasal tepkimede toplam kütlenin değişmediğini ölçerek gösterir; açık kapta tartılan kütlenin neden değiştiğini açıklar.`,
    },
    { text: msg`Gaz çıkışı, renk değişimi, çökelti ve ısı alışverişi gibi kimyasal tepkime belirtilerini gözlemler.` },
  ],
  keywords: [msg`Kimyasal tepkime`, msg`Kütlenin korunumu`, msg`Karbondioksit`, msg`Tepkimeye girenler`, msg`Ürünler`, msg`Lavoisier`],
};

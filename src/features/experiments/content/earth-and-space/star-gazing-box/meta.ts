import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Güneş Sistemi ve Ötesi": observing the sky (telescopes, observatories, light pollution), stars, galaxies, the universe, space technologies. */
export const meta: ExperimentMeta = {
  id: 'star-gazing-box',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.1',
  icon: '🔭',
  title: msg`Şehirde Yıldızlar Nereye Kayboluyor?`,
  summary: msg`Bir ayakkabı kutusundan takımyıldız kutusu yap ve içine giren ışığı artırarak kaç yıldız görebildiğini say. Işık kirliliğinin gözlemi nasıl zorlaştırdığını ve gözlemevlerinin neden şehirlerden uzağa kurulduğunu keşfet.`,
  outcomes: [
    { text: msg`Teleskop, yapay uydu, uzay sondası ve uzay istasyonu gibi uzay teknolojilerini ve kullanım alanlarını açıklar.` },
    { code: 'F.7.1.2.2', text: msg`Yıldız kavramını açıklar.` },
    { code: 'F.7.1.2.3', text: msg`Galaksilerin yapısını açıklar.` },
    { code: 'F.7.1.2.4', text: msg`Evren kavramını açıklar.` },
  ],
  keywords: [msg`Teleskop`, msg`Gözlemevi`, msg`Işık kirliliği`, msg`Yıldız`, msg`Takımyıldız`, msg`Galaksi`, msg`Işık yılı`, msg`Evren`],
};

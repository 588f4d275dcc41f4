import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Çevremizdeki Işık ve Sesler" (sound): every sound has a source, sound spreads in all directions, where a source is and whether it comes closer, natural and artificial sources. */
export const meta: ExperimentMeta = {
  id: 'sound-sources',
  kitId: 'sound',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.5',
  icon: '👂',
  title: msg`Ses Nereden Geliyor?`,
  summary: msg`Gözlerin bağlıyken çevrendeki sesleri tanı, sesin hangi yönden geldiğini göster ve yaklaşıp uzaklaşan bir zili dinle. Her sesin bir kaynağı olduğunu ve sesin her yöne yayıldığını keşfet.`,
  outcomes: [
    { code: 'F.3.5.3.1', text: msg`Her sesin bir kaynağı olduğu ve sesin her yöne yayıldığı sonucunu çıkarır.` },
    { code: 'F.3.5.3.2', text: msg`İşitme duyusunu kullanarak ses kaynağının yaklaşıp uzaklaşması ve ses kaynağının yeri hakkında çıkarımlarda bulunur.` },
    { code: 'F.3.5.3.3', text: msg`Çevresindeki ses kaynaklarını doğal ve yapay ses kaynakları şeklinde sınıflandırır.` },
  ],
  keywords: [msg`Ses`, msg`Ses kaynağı`, msg`Doğal ses kaynağı`, msg`Yapay ses kaynağı`, msg`İşitme`, msg`Kulak`],
};

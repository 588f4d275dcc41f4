import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Basit Makineler": a ruler-and-pencil lever balanced with coins, pulleys, the wheel and axle and the inclined plane. */
export const meta: ExperimentMeta = {
  id: 'ruler-lever',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.5',
  icon: '🏗️',
  title: msg`Cetvel ve Kalemle Kaldıraç: Bozuk Paralar Ne Diyor?`,
  summary: msg`Kalemin üzerinde dengelediğin bir cetvelle kaldıraç kur, yükü bozuk paralarla dengele. Kuvvet kolunu değiştirince gereken kuvvetin nasıl değiştiğini ölç; makara ve eğik düzlemin sağladığı kolaylıkları tanı.`,
  outcomes: [
    { code: 'F.8.5.1.1', text: msg`Basit makinelerin sağladığı avantajları örnekler üzerinden açıklar.` },
    { code: 'F.8.5.1.2', text: msg`Basit makinelerden yararlanarak günlük yaşamda iş kolaylığı sağlayacak bir düzenek tasarlar.` },
    { text: msg`Kaldıraçta kuvvet kolu uzadıkça yükü dengelemek için gereken kuvvetin azaldığını deneyle keşfeder.` },
  ],
  keywords: [msg`Basit makine`, msg`Kaldıraç`, msg`Destek noktası`, msg`Kuvvet kolu`, msg`Yük kolu`, msg`Makara`, msg`Eğik düzlem`, msg`Çıkrık`],
};

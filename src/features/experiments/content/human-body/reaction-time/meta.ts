import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Vücudumuzdaki Sistemler ve Sağlığı": central and peripheral nervous system, stimulus to response, reflexes, hormones, keeping the system healthy. */
export const meta: ExperimentMeta = {
  id: 'reaction-time',
  kitId: 'human-body',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.6',
  icon: '🧠',
  title: msg`Beynim Ne Kadar Hızlı Tepki Veriyor?`,
  summary: msg`Düşen bir cetveli yakalayarak tepki süreni ölç. Dikkatin dağıldığında ya da öbür elini kullandığında sürenin nasıl değiştiğini bul; sinir sisteminin bir uyarıyı nasıl harekete dönüştürdüğünü keşfet.`,
  outcomes: [
    { code: 'F.6.6.1.1', text: msg`Sinir sistemini, merkezî ve çevresel sinir sisteminin görevlerini model üzerinde açıklar.` },
    { text: msg`Bir uyarının duyu organından beyne, beyinden kaslara iletilmesini ve refleksi örneklerle açıklar.` },
    { text: msg`İç salgı bezlerinin hormonlar aracılığıyla vücudu düzenlediğini örneklerle açıklar.` },
    { text: msg`Denetleyici ve düzenleyici sistemlerin sağlığını korumak için yapılması gerekenleri tartışır.` },
  ],
  keywords: [
    msg`Sinir sistemi`,
    msg`Merkezî sinir sistemi`,
    msg`Çevresel sinir sistemi`,
    msg`Beyin`,
    msg`Omurilik`,
    msg`Refleks`,
    msg`Tepki süresi`,
    msg`Hormon`,
  ],
};

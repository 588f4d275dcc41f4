import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Vücudumuzdaki Sistemler": the respiratory system, breathing with the diaphragm, gas exchange, breathing rate in exercise. */
export const meta: ExperimentMeta = {
  id: 'lung-model',
  kitId: 'human-body',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.2',
  icon: '🫁',
  title: msg`Akciğerlerimiz Nasıl Dolup Boşalıyor?`,
  summary: msg`Plastik şişe, pipet ve balonlarla bir akciğer modeli yap. Diyaframı temsil eden zarı çekip bırakarak soluk alıp vermeyi canlandır; dinlenirken ve egzersizden sonra solunum sayını ölç.`,
  outcomes: [
    { code: 'F.6.2.4.1', text: msg`Solunum sistemini oluşturan yapı ve organların görevlerini modeller kullanarak açıklar.` },
    { text: msg`Soluk alıp verme sırasında diyafram ve kaburgaların hareketiyle göğüs boşluğunun hacminin nasıl değiştiğini model üzerinde gösterir.` },
    { text: msg`Egzersiz sırasında solunum sayısının artmasını solunum ve dolaşım sistemlerinin birlikte çalışmasıyla ilişkilendirir.` },
  ],
  keywords: [msg`Solunum sistemi`, msg`Akciğer`, msg`Soluk borusu`, msg`Bronş`, msg`Alveol`, msg`Diyafram`, msg`Gaz alışverişi`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Veri Toplama ve Değerlendirme": reading simple tables of at most two groups of data; more, fewer, how many in all. */
export const meta: ExperimentMeta = {
  id: 'lunchbox-table',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.4.1',
  icon: '🥛',
  title: msg`Beslenme Çantası Tablosu`,
  summary: msg`Beslenme çantasında süt mü, meyve suyu mu var? Sınıfça sayın, iki gruplu basit bir tabloya yazın ve tabloyu okuyun.`,
  outcomes: [
    { text: msg`En çok iki veri grubuna ait basit tabloları okur.` },
    { text: msg`Tablodaki iki grubu karşılaştırır; hangisinin daha çok, hangisinin daha az olduğunu ve toplamı söyler.` },
  ],
  keywords: [msg`Veri`, msg`Tablo`, msg`Sayma`, msg`Daha çok`, msg`Daha az`],
};

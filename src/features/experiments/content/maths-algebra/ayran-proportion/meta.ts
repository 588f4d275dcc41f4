import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Oran ve Orantı" (M.7.1.4): direct proportion in a recipe, the unit rate and the constant of proportionality, inverse proportion. */
export const meta: ExperimentMeta = {
  id: 'ayran-proportion',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.1.4',
  icon: '🥛',
  title: msg`Ayranın Tadı: Doğru Orantı`,
  summary: msg`Ayran tarifini büyütürken yoğurt ve su miktarlarını tabloya yaz; orantıyı kur, orantı sabitini ve birim oranı bul, doğru orantıyı ters orantıdan ayırt et.`,
  outcomes: [
    { text: msg`Birbirine oranı verilen iki çokluktan biri verildiğinde diğerini bulur.` },
    { text: msg`İki çokluğun orantılı olup olmadığına karar verir; doğru orantılı iki çokluk arasındaki ilişkiyi tablo ve denklemle ifade eder.` },
    { text: msg`Doğru orantılı iki çokluğa ait orantı sabitini belirler ve yorumlar.` },
    { text: msg`Gerçek yaşam durumlarında ters orantılı durumları belirler; doğru ve ters orantıyla ilgili problemleri çözer.` },
  ],
  keywords: [msg`Oran`, msg`Orantı`, msg`Doğru orantı`, msg`Ters orantı`, msg`Orantı sabiti`, msg`Birim oran`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "İnsan ve Çevre": measuring biodiversity with a one-metre square; habitats and the species that depend on them. */
export const meta: ExperimentMeta = {
  id: 'biodiversity-count',
  kitId: 'environment',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.6',
  icon: '🐞',
  title: msg`Bir Metrekarede Kaç Çeşit Canlı Var?`,
  summary: msg`İpten bir metrekarelik kare yap; onu önce biçilmiş çime, sonra bahçenin yabani bir köşesine koy. Karenin içindeki bitki ve küçük hayvan çeşitlerini sayıp karşılaştır. Biyoçeşitliliğin yaşam alanlarına nasıl bağlı olduğunu ve onu neyin tehdit ettiğini tartış.`,
  outcomes: [
    { text: msg`Biyoçeşitliliğin doğal yaşam için önemini, kendi topladığı verilere dayanarak sorgular.` },
    { text: msg`Yaşam alanlarının yok olmasının biyoçeşitliliği nasıl azalttığını örneklerle açıklar.` },
    { text: msg`Ülkemizde nesli tükenme tehlikesi altındaki canlılara örnekler verir ve korunmaları için öneriler sunar.` },
  ],
  keywords: [msg`Biyoçeşitlilik`, msg`Yaşam alanı`, msg`Tür`, msg`Nesli tükenme`, msg`Sulak alan`, msg`Veri`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Canlılar Dünyası": classifying living things as microscopic living things, fungi, plants and animals; mould as a fungus. */
export const meta: ExperimentMeta = {
  id: 'bread-mould',
  kitId: 'living-world',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.2',
  icon: '🍞',
  title: msg`Ekmeğin Üstündeki Tüylü Lekeler Ne?`,
  summary: msg`Ağzı sıkıca kapalı torbalardaki ekmek dilimlerini bir hafta boyunca büyüteçle incele. Küfün bir mantar olduğunu ve hangi koşullarda hızla çoğaldığını keşfet; canlıları dört grupta sınıflandır.`,
  outcomes: [
    { text: msg`Canlıları mikroskobik canlılar, mantarlar, bitkiler ve hayvanlar olarak sınıflandırır.` },
    { text: msg`Mantarların bitkilerden farklı olarak kendi besinini üretemediğini gözlem ve örneklerle açıklar.` },
    { text: msg`Mikroskobik canlıların ve mantarların yararlı ve zararlı yönlerine örnekler verir.` },
  ],
  keywords: [msg`Küf mantarı`, msg`Mantarlar`, msg`Mikroskobik canlılar`, msg`Sınıflandırma`, msg`Spor`, msg`Büyüteç`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar" (unplugged): sorting number cards with an if–else rule; the order of questions and the boundary case. */
export const meta: ExperimentMeta = {
  id: 'if-else-cards',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🃏',
  title: msg`Eğer–Değilse Kart Oyunu`,
  summary: msg`Renkli sayı kartlarını bir kurala göre üç kutuya dağıt: “Eğer kart kırmızıysa sol kutuya; değilse, sayısı 5’ten büyükse orta kutuya; değilse sağ kutuya.” Soruların sırası ve “5’ten büyük” sınırı sonucu nasıl değiştiriyor?`,
  outcomes: [
    { text: msg`Bir “eğer–değilse” kuralını adım adım uygulayarak nesneleri sınıflandırır.` },
    { text: msg`Koşulların sorulma sırasının sonucu değiştirebildiğini örnekle açıklar.` },
    { text: msg`“Büyüktür” ve “büyük ya da eşittir” gibi sınır durumlarını ayırt eder.` },
  ],
  keywords: [msg`Koşul`, msg`Eğer–değilse`, msg`Sınıflandırma`, msg`Sınır durumu`, msg`Karar`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Değişkenler": a variable as a loop count and as a counter, followed in a trace table. */
export const meta: ExperimentMeta = {
  id: 'growing-stairs',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 7,
  unitId: 'K.7.1',
  icon: '📈',
  title: msg`Her Basamakta Bir Fındık Fazla`,
  summary: msg`Basamakları gittikçe genişleyen bir merdivende her basamaktaki fındık sayısını bir değişkende tut ve “sayı kadar tekrarla” ile topla; programı bir izleme tablosuyla önceden hesapla.`,
  outcomes: [
    { text: msg`Bir döngünün tekrar sayısını bir değişkenden alan programlar yazar.` },
    { text: msg`Sayaç olarak kullanılan bir değişkenin değerini izleme tablosuyla adım adım izler.` },
    { text: msg`Değişkeni değiştiren bloğun yerinin programın sonucunu nasıl etkilediğini açıklar.` },
  ],
  keywords: [msg`Değişken`, msg`Sayaç`, msg`İzleme tablosu`, msg`Tekrar sayısı`, msg`İç içe döngü`],
};

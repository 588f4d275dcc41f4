import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Geometrik Cisimler" (M.6.3.4): the volume of a rectangular prism with unit cubes, base area × height, units of volume. */
export const meta: ExperimentMeta = {
  id: 'prism-volume',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.3.4',
  icon: '📦',
  title: msg`Kutuya Kaç Küp Sığar? Prizmanın Hacmi`,
  summary: msg`Dikdörtgenler prizmasını birim küplerle kat kat doldur; hacmin taban alanı ile yüksekliğin çarpımı olduğunu keşfet, aynı hacimde farklı prizmalar kur ve hacim birimlerini dönüştür.`,
  outcomes: [
    { text: msg`Dikdörtgenler prizmasının içine boşluk kalmadan yerleştirilen birim küp sayısının hacmi verdiğini açıklar.` },
    { text: msg`Dikdörtgenler prizmasının hacim bağıntısını (taban alanı × yükseklik) oluşturur; verilen bir hacme sahip farklı prizmalar kurar.` },
    { text: msg`Standart hacim ölçme birimlerini tanır; cm³, dm³ ve m³ arasında dönüşüm yapar.` },
  ],
  keywords: [msg`Hacim`, msg`Birim küp`, msg`Dikdörtgenler prizması`, msg`Taban alanı`, msg`Santimetreküp`, msg`Metreküp`],
};

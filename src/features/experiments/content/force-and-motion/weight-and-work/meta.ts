import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Kuvvet ve Enerji": mass and weight measured and compared, and work in the physical sense (force × distance). */
export const meta: ExperimentMeta = {
  id: 'weight-and-work',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.3',
  icon: '🏋️',
  title: msg`Kütle, Ağırlık ve Fiziksel Anlamda İş`,
  summary: msg`Eşyaların kütlesini terazide, ağırlığını dinamometrede ölç ve karşılaştır. Bir su şişesini dinamometreyle kaldırıp yapılan işi hesapla; hangi durumlarda fiziksel anlamda iş yapıldığını keşfet.`,
  outcomes: [
    { text: msg`Kütle ve ağırlık kavramlarını ölçümlerle karşılaştırır; ağırlığın dinamometreyle ölçüldüğünü ve birimin newton olduğunu belirtir.` },
    { text: msg`Fiziksel anlamda iş yapılabilmesi için kuvvetin cismi kendi doğrultusunda hareket ettirmesi gerektiğini açıklar.` },
    { text: msg`Uygulanan kuvvet ve alınan yoldan yararlanarak yapılan işi joule cinsinden hesaplar; iş ile enerji arasında ilişki kurar.` },
  ],
  keywords: [msg`Kütle`, msg`Ağırlık`, msg`Dinamometre`, msg`Fiziksel anlamda iş`, msg`Joule`, msg`Enerji`],
};

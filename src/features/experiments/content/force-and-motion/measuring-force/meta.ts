import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Kuvvetin Ölçülmesi ve Sürtünme": the dynamometer, the newton, and friction on different surfaces. */
export const meta: ExperimentMeta = {
  id: 'measuring-force',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.3',
  icon: '⚖️',
  title: msg`Dinamometreyle Kuvvet ve Sürtünme`,
  summary: msg`Dinamometreye kütleler as, kuvveti newton olarak oku. Sonra bir tahta bloğu farklı yüzeylerde çekerek sürtünme kuvvetini karşılaştır.`,
  outcomes: [
    { code: 'F.5.3.1.1', text: msg`Kuvvetin büyüklüğünü dinamometre ile ölçer ve birimini ifade eder.` },
    { text: msg`Sürtünme kuvvetinin hareketi zorlaştırdığını ve yüzeyin cinsine bağlı olduğunu deneyle keşfeder.` },
    { text: msg`Sürtünme kuvvetinin günlük hayattaki yararlı ve zararlı etkilerine örnekler verir.` },
  ],
  keywords: [msg`Dinamometre`, msg`Newton (N)`, msg`Ağırlık`, msg`Esnek cisim`, msg`Sürtünme kuvveti`],
};

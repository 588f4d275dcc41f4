import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Elektrik Devreleri": bulbs in series and in parallel; reading an ammeter and a voltmeter; batteries only. */
export const meta: ExperimentMeta = {
  id: 'series-parallel',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.7',
  icon: '🔀',
  title: msg`Seri mi, Paralel mi? Ampullerin Bağlanma Şekilleri`,
  summary: msg`Aynı pillerle ve özdeş ampullerle seri ve paralel devreler kur. Ampullerin parlaklığını karşılaştır, birini sökünce ne olduğunu gözle; akımı ampermetreyle, gerilimi voltmetreyle oku.`,
  outcomes: [
    { text: msg`Seri ve paralel bağlı ampullerden oluşan devrelerin şemasını çizer ve bu devreleri kurar.` },
    { text: msg`Ampullerin seri ve paralel bağlanmasının ampul parlaklığına etkisini deneyerek karşılaştırır.` },
    { text: msg`Ampermetreyi devreye seri, voltmetreyi paralel bağlayarak akım ve gerilim değerlerini okur.` },
  ],
  keywords: [msg`Seri bağlama`, msg`Paralel bağlama`, msg`Elektrik akımı`, msg`Gerilim`, msg`Ampermetre`, msg`Voltmetre`],
};

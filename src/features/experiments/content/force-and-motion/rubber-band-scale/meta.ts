import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Kuvvetin Ölçülmesi ve Sürtünme": a home-made rubber-band force meter, calibrated in newtons and used to compare friction on surfaces. */
export const meta: ExperimentMeta = {
  id: 'rubber-band-scale',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.3',
  icon: '📏',
  title: msg`Lastik Banttan Dinamometre`,
  summary: msg`Bir lastik bant, iki ataş ve bir karton şeritle kendi dinamometreni yap. Su dolu poşetlerle newton çizgilerini işaretle, sonra bir kalem kutusunu masa, kumaş, zımpara ve folyo üzerinde çekerek sürtünme kuvvetini karşılaştır.`,
  outcomes: [
    { text: msg`Basit bir dinamometre tasarlayıp yaparak kuvvetin büyüklüğünü ölçer ve birimini newton olarak ifade eder.` },
    { text: msg`Sürtünme kuvvetinin harekete ters yönde etki ettiğini ve yüzeyin cinsine bağlı olduğunu ölçerek gösterir.` },
    { text: msg`Sürtünme kuvvetinin günlük yaşamdaki yararlı ve zararlı etkilerine örnekler verir.` },
  ],
  keywords: [msg`Dinamometre`, msg`Newton`, msg`Kuvvet`, msg`Sürtünme kuvveti`, msg`Esneklik`, msg`Ölçme`],
};

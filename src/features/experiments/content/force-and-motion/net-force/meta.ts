import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Kuvvet ve Hareket": several forces on one body, the resultant, balanced and unbalanced forces. */
export const meta: ExperimentMeta = {
  id: 'net-force',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.3',
  icon: '🪢',
  title: msg`İki Dinamometre, Bir Torba: Bileşke Kuvvet`,
  summary: msg`Bir torbayı bir, sonra iki dinamometreyle taşı; bir oyuncak arabayı iki yönden çek. Aynı ve zıt yönlü kuvvetlerin bileşkesini ölç, dengelenmiş ve dengelenmemiş kuvvetleri hareketle karşılaştır.`,
  outcomes: [
    { text: msg`Bir cisme etki eden kuvvetin yönünü, doğrultusunu ve büyüklüğünü çizerek gösterir.` },
    { code: 'F.6.3.1.2', text: msg`Bir cisme etki eden birden fazla kuvveti deneyerek gözlemler.` },
    { code: 'F.6.3.1.3', text: msg`Dengelenmiş ve dengelenmemiş kuvvetleri, cisimlerin hareket durumlarını gözlemleyerek karşılaştırır.` },
  ],
  keywords: [msg`Bileşke kuvvet`, msg`Net kuvvet`, msg`Dinamometre`, msg`Dengelenmiş kuvvet`, msg`Dengelenmemiş kuvvet`, msg`Newton`],
};

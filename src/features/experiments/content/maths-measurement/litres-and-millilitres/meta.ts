import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Sıvı Ölçme": litres and millilitres, converting between them, liquid problems. */
export const meta: ExperimentMeta = {
  id: 'litres-and-millilitres',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.3.6',
  icon: '🧃',
  title: msg`Litre ve Mililitre`,
  summary: msg`Ambalajlardaki litre ve mililitre yazılarını oku, dereceli kapla su ölç; 1 litrenin 1000 mililitre olduğunu bardaklarla keşfet ve sıvı problemlerini çöz.`,
  outcomes: [
    { text: msg`Litre ve mililitre arasındaki ilişkiyi açıklar; litreyi mililitreye, mililitreyi litreye dönüştürür.` },
    { text: msg`Dereceli bir kapta sıvının miktarını mililitre olarak okur ve istenen miktarı ölçer.` },
    { text: msg`Sıvı ölçme birimlerinin kullanıldığı problemleri çözer.` },
  ],
  keywords: [msg`Litre`, msg`Mililitre`, msg`Sıvı ölçme`, msg`Dönüştürme`, msg`Dereceli kap`],
};

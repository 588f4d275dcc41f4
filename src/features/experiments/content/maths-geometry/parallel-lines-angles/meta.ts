import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Doğrular ve Açılar" (M.7.3.1): the angle bisector by folding, angles made by two parallel lines and a transversal. */
export const meta: ExperimentMeta = {
  id: 'parallel-lines-angles',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.3.1',
  icon: '🛤️',
  title: msg`Paralel Doğrular ve Kesen`,
  summary: msg`Kâğıdı katlayarak açıortayı bul; defter çizgilerine bir kesen çizip oluşan sekiz açıyı ölç ve yöndeş, iç ters, dış ters ve karşı durumlu açıların ilişkilerini keşfet.`,
  outcomes: [
    { text: msg`Bir açıyı iki eş açıya ayırarak açıortayı belirler.` },
    { text: msg`İki paralel doğruyla bir kesenin oluşturduğu açılardan eş olanları belirler ve ölçülerini hesaplar.` },
    { text: msg`Karşı durumlu iç ve dış açıların bütünler olduğunu gösterir ve ilgili problemleri çözer.` },
  ],
  keywords: [msg`Açıortay`, msg`Paralel doğrular`, msg`Kesen`, msg`Yöndeş açılar`, msg`İç ters açılar`, msg`Bütünler açılar`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Açılar" (M.6.3.1): adjacent, complementary, supplementary and vertical angles. */
export const meta: ExperimentMeta = {
  id: 'angle-pairs',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.3.1',
  icon: '✂️',
  title: msg`Tümler, Bütünler, Ters Açılar`,
  summary: msg`Kâğıttan kesilmiş açıları yan yana koyarak komşu, tümler ve bütünler açıları oluştur; kesişen doğrularda ters açıların eşit olduğunu iletkiyle keşfet.`,
  outcomes: [
    { text: msg`Açıyı, başlangıç noktaları aynı olan iki ışının oluşturduğunu bilir ve sembolle gösterir.` },
    { text: msg`Komşu, tümler, bütünler ve ters açıların özelliklerini keşfeder; ilgili problemleri çözer.` },
    { text: msg`Verilen bir açının tümlerini ve bütünlerini ölçerek ya da hesaplayarak bulur.` },
  ],
  keywords: [msg`Komşu açı`, msg`Tümler açı`, msg`Bütünler açı`, msg`Ters açı`, msg`İletki`, msg`Doğru açı`],
};

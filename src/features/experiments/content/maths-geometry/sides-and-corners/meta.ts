import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Geometrik Cisimler ve Şekiller": triangles, squares, rectangles and other shapes by their sides and corners; a shape turned is the same shape; everyday solids. */
export const meta: ExperimentMeta = {
  id: 'sides-and-corners',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.2.1',
  icon: '🔺',
  title: msg`Kenarlar ve Köşeler`,
  summary: msg`Pipet ve oyun hamuruyla, geometri tahtasında lastikle şekiller yap; şekilleri kenar ve köşe sayılarına göre ayır.`,
  outcomes: [
    { code: 'M.2.2.1.1', text: msg`Geometrik şekilleri kenar ve köşe sayılarına göre sınıflandırır.` },
    { code: 'M.2.2.1.2', text: msg`Şekil modelleri kullanarak yapılar oluşturur, oluşturduğu yapıları çizer.` },
    { text: msg`Bir şeklin yönü ya da yeri değişince kenar ve köşe sayısının değişmediğini fark eder.` },
  ],
  keywords: [msg`Kenar`, msg`Köşe`, msg`Üçgen`, msg`Kare`, msg`Dikdörtgen`, msg`Daire`],
};

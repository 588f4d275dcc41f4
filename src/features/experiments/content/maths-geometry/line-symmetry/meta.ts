import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Uzamsal İlişkiler": lines of symmetry of shapes, completing a symmetric shape across a line. */
export const meta: ExperimentMeta = {
  id: 'line-symmetry',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.2.3',
  icon: '🦋',
  title: msg`Simetriyi Tamamla`,
  summary: msg`Kâğıt katlayıp boya lekesiyle kelebek yap, şekillerin simetri doğrularını katlayarak bul ve kareli kâğıtta bir şeklin yarısını simetri doğrusuna göre tamamla.`,
  outcomes: [
    { text: msg`Düzlemsel şekillerdeki simetri doğrularını katlayarak belirler ve çizer.` },
    { text: msg`Simetri doğrusu verilen bir şeklin eksik yarısını kareli kâğıtta tamamlar.` },
    { text: msg`Bir noktanın simetri doğrusuna uzaklığı ile görüntüsünün uzaklığının eşit olduğunu fark eder.` },
  ],
  keywords: [msg`Simetri`, msg`Simetri doğrusu`, msg`Katlama`, msg`Görüntü`, msg`Kareli kâğıt`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Eşitsizlikler" (M.8.2.3): first-degree inequalities in one unknown, written from everyday situations, drawn on a number line and solved (the sign turns when multiplying or dividing by a negative number). */
export const meta: ExperimentMeta = {
  id: 'inequalities-on-a-line',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.2.3',
  icon: '↔️',
  title: msg`Sayı Doğrusunda Eşitsizlikler`,
  summary: msg`“En az” ve “en çok” cümlelerini eşitsizlik olarak yaz, yerdeki sayı doğrusunda dolu ve boş dairelerle göster; eşitsizlikleri çöz ve negatif bir sayıyla çarpınca yönün neden değiştiğini keşfet.`,
  outcomes: [
    { code: 'M.8.2.3.1', text: msg`Birinci dereceden bir bilinmeyenli eşitsizlik içeren günlük hayat durumlarına uygun matematik cümleleri yazar.` },
    { code: 'M.8.2.3.2', text: msg`Birinci dereceden bir bilinmeyenli eşitsizlikleri sayı doğrusunda gösterir.` },
    { code: 'M.8.2.3.3', text: msg`Birinci dereceden bir bilinmeyenli eşitsizlikleri çözer.` },
  ],
  keywords: [msg`Eşitsizlik`, msg`Sayı doğrusu`, msg`Büyüktür`, msg`Küçük eşittir`, msg`Çözüm kümesi`, msg`Bilinmeyen`],
};

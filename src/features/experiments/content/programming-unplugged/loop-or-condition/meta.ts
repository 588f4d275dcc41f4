import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar" (unplugged): sequence, repetition and selection in everyday instructions; a first flowchart. */
export const meta: ExperimentMeta = {
  id: 'loop-or-condition',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🔀',
  title: msg`Döngü mü, Koşul mu?`,
  summary: msg`Günlük talimatları sıralı adım, döngü ve koşul olarak ayır; sabah hazırlığını bir akış şemasıyla çiz ve başka bir grubun onu okuyup canlandırmasını sağla.`,
  outcomes: [
    { text: msg`Günlük hayattaki talimatlarda sıralı adımları, döngüleri ve koşulları ayırt eder.` },
    { text: msg`Bir koşulun doğru ya da yanlış olmasına göre farklı işler yapıldığını örneklerle açıklar.` },
    { text: msg`Sıralı adım, döngü ve koşul içeren basit bir algoritmayı akış şemasıyla gösterir.` },
  ],
  keywords: [msg`Sıralı adım`, msg`Döngü`, msg`Koşul`, msg`Akış şeması`, msg`Algoritma`],
};

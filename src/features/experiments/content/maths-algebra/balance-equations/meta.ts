import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Eşitlik ve Denklem" (M.7.2.2): keeping an equality on a balance, writing and solving first-degree equations. */
export const meta: ExperimentMeta = {
  id: 'balance-equations',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.2.2',
  icon: '⚖️',
  title: msg`Terazideki Denklem`,
  summary: msg`İçinde eşit sayıda bilye olan kapalı keseleri ve tek bilyeleri teraziye koy; iki kefeye hep aynı işlemi yaparak dengeyi koru ve bir kesede kaç bilye olduğunu bul.`,
  outcomes: [
    {
      text: msg`Eşitliğin iki tarafına aynı sayı eklendiğinde, iki tarafından aynı sayı çıkarıldığında ya da iki tarafı aynı sayıya bölündüğünde eşitliğin korunduğunu terazi modeliyle gösterir.`,
    },
    { text: msg`Birinci dereceden bir bilinmeyenli denklemi tanır ve bir durumu denklemle ifade eder.` },
    { text: msg`Birinci dereceden bir bilinmeyenli denklemleri çözer ve çözümü denklemde yerine koyarak sağlar.` },
    { text: msg`Birinci dereceden bir bilinmeyenli denklem kurmayı gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Eşitlik`, msg`Denklem`, msg`Bilinmeyen`, msg`Terazi`, msg`Eşitliğin korunumu`, msg`Sağlama`],
};

import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Hücre ve Bölünmeler": a play-dough model of mitosis, its stages in order, its importance, and how meiosis differs. */
export const meta: ExperimentMeta = {
  id: 'mitosis-model',
  kitId: 'living-world',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.2',
  icon: '🧬',
  title: msg`Hamurdan Kromozomlarla Hücre Bölünmesi`,
  summary: msg`Oyun hamurundan kromozomlar yapıp kâğıttan bir hücrede mitozun aşamalarını sırayla canlandır. Oluşan hücrelerin kromozom sayısını say; mitozun büyüme ve onarımdaki önemini, mayozun neden farklı olduğunu keşfet.`,
  outcomes: [
    { code: 'F.7.2.2.1', text: msg`Mitozun canlılar için önemini açıklar.` },
    { code: 'F.7.2.2.2', text: msg`Mitozun birbirini takip eden farklı evrelerden oluştuğunu açıklar.` },
    { text: msg`Mayozu üreme hücrelerinin oluşumuyla ilişkilendirir ve mitozla kromozom sayısı bakımından karşılaştırır.` },
  ],
  keywords: [msg`Mitoz`, msg`Mayoz`, msg`Kromozom`, msg`Hücre bölünmesi`, msg`Büyüme ve onarım`, msg`Üreme hücresi`],
};

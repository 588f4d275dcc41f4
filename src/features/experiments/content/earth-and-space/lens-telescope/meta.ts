import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Güneş Sistemi ve Ötesi": a two-lens telescope, why telescopes matter, and how a star is born and ages. */
export const meta: ExperimentMeta = {
  id: 'lens-telescope',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.1',
  icon: '🔭',
  title: msg`İki Büyüteçten Bir Teleskop`,
  summary: msg`İki büyütecin odak uzaklığını ölç, karton bir boruya yerleştirip uzaktaki bir yazıyı gözle. Teleskobun gök biliminin gelişimindeki yerini, bulutsularda doğan yıldızların yaşam öyküsünü ve ışık yılını öğren.`,
  outcomes: [
    { text: msg`Teleskobun çalışma ilkesini basit bir model yaparak gösterir ve teleskobun gök biliminin gelişimindeki önemini açıklar.` },
    { code: 'F.7.1.2.1', text: msg`Yıldız oluşum sürecinin farkına varır.` },
    { code: 'F.7.1.2.2', text: msg`Yıldız kavramını açıklar.` },
  ],
  keywords: [msg`Teleskop`, msg`Mercek`, msg`Odak uzaklığı`, msg`Bulutsu`, msg`Yıldız`, msg`Işık yılı`],
};

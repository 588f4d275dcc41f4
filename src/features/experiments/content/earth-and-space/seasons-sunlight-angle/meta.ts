import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Mevsimler ve İklim": axial tilt and the angle of sunlight cause the seasons; weather is not climate. */
export const meta: ExperimentMeta = {
  id: 'seasons-sunlight-angle',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.1',
  icon: '🍂',
  title: msg`Mevsimler Neden Oluşur?`,
  summary: msg`El fenerini kareli kâğıda farklı açılarla tutarak ışığın yayıldığı alanı ölç. Eksen eğikliği yüzünden güneş ışınlarının geliş açısının nasıl değiştiğini ve bunun mevsimleri nasıl oluşturduğunu keşfet.`,
  outcomes: [
    { code: 'F.8.1.1.1', text: msg`Mevsimlerin oluşumuna yönelik tahminlerde bulunur.` },
    { code: 'F.8.1.2.1', text: msg`İklim ve hava olayları arasındaki farkı açıklar.` },
    {
      code: 'F.8.1.2.2',
      text: msg`İklim biliminin (klimatoloji) bir bilim dalı olduğunu ve bu alanda çalışan uzmanlara iklim bilimci (klimatolog) adı verildiğini söyler.`,
    },
  ],
  keywords: [
    msg`Eksen eğikliği`,
    msg`Mevsim`,
    msg`Güneş ışınlarının geliş açısı`,
    msg`Birim yüzeye düşen enerji`,
    msg`Gündönümü`,
    msg`Ekinoks`,
    msg`İklim`,
    msg`Hava olayları`,
  ],
};

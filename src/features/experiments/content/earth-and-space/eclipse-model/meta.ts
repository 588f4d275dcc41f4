import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Güneş Sistemi ve Tutulmalar": planets in order from the Sun, solar and lunar eclipses with a torch-and-ball model. */
export const meta: ExperimentMeta = {
  id: 'eclipse-model',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.1',
  icon: '🌘',
  title: msg`Tutulmaları Masada Oluşturabilir miyiz?`,
  summary: msg`El feneri, büyük bir top ve küçük bir bilyeyle Güneş, Dünya ve Ay’ı aynı doğru üzerine diz. Güneş tutulmasını ve Ay tutulmasını modelde oluştur, aralarındaki farkı keşfet.`,
  outcomes: [
    { code: 'F.6.1.1.2', text: msg`Güneş sistemindeki gezegenleri, Güneş’e yakınlıklarına göre sıralayarak bir model oluşturur.` },
    { code: 'F.6.1.2.1', text: msg`Güneş tutulmasının nasıl oluştuğunu tahmin eder.` },
    { code: 'F.6.1.2.2', text: msg`Ay tutulmasının nasıl oluştuğunu tahmin eder.` },
    { code: 'F.6.1.2.3', text: msg`Güneş ve Ay tutulmasını temsil eden bir model oluşturur.` },
  ],
  keywords: [msg`Güneş sistemi`, msg`Gezegen`, msg`Güneş tutulması`, msg`Ay tutulması`, msg`Tam gölge`, msg`Yarı gölge`, msg`Yörünge`],
};

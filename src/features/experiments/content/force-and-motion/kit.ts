import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'force-and-motion',
  subject: 'science',
  icon: '🛷',
  title: msg`Kuvvet ve Hareket`,
  summary: msg`İtme ve çekme, dinamometreyle kuvvet ölçme, sürtünme ve sürat. Kutular, yaylar ve kronometreyle kuvvetin hareketi nasıl değiştirdiğini keşfet.`,
  theme: msg`Fiziksel Olaylar: Kuvvet ve Hareket`,
  experimentIds: ['push-and-pull', 'measuring-force', 'average-speed'],
};

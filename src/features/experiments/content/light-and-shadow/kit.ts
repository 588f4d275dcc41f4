import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'light-and-shadow',
  subject: 'science',
  icon: '💡',
  title: msg`Işık ve Gölge`,
  summary: msg`Görmek için ışığa neden ihtiyaç duyarız, gölgeler nasıl oluşur, aynalar ışığı nasıl yansıtır? El feneri, perde ve aynayla keşfet.`,
  theme: msg`Fiziksel Olaylar: Işık`,
  experimentIds: ['light-and-seeing', 'shielded-streetlight', 'shadow-size', 'light-through-holes', 'light-absorption', 'mirror-reflection'],
};

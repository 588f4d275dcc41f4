import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type SchoolFeatureId = 'classroom' | 'homework' | 'shipping' | 'etkibot';

export type SchoolFeature = {
  id: SchoolFeatureId;
  icon: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Where it opens in this demo; without a path the demo notice explains it. */
  href?: string;
};

/** docs/behaviour.md#roles features of the 'school' dashboard type: classroom, homework, shipping, etkibot. */
export const SCHOOL_FEATURES: readonly SchoolFeature[] = [
  {
    id: 'classroom',
    icon: '👩‍🏫',
    title: msg`Sınıf yönetimi`,
    text: msg`Sınıflarınızı, öğrencilerinizi ve derslerinizi tek ekrandan yönetin; sınıfa göre içerik atayın.`,
  },
  {
    id: 'homework',
    icon: '📚',
    title: msg`Ödev takibi`,
    text: msg`Deneylerden ödev oluşturun, teslimleri ve ilerlemeyi izleyin.`,
  },
  {
    id: 'shipping',
    icon: '📦',
    title: msg`Kargo takibi`,
    text: msg`Okulunuza gönderilen fiziksel deney setlerinin kargo durumunu izleyin.`,
    href: '/dashboard/shipping',
  },
  {
    id: 'etkibot',
    icon: '🤖',
    title: msg`EtkiBot asistan`,
    text: msg`Yapay zekâ destekli öğretim asistanı: deney ipuçları, soru ve etkinlik önerileri.`,
    href: '/dashboard/etkibot',
  },
];

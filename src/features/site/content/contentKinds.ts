import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type ContentKindId = 'topic-review' | 'experiment-procedure' | 'sample-questions' | 'interactive-activity' | 'documents' | 'story';

export type ContentKind = {
  id: ContentKindId;
  icon: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
};

/** The six kinds of content every experiment has (docs/behaviour.md#what-the-product-offers), in the order a lesson uses them. */
export const contentKinds: readonly ContentKind[] = [
  {
    id: 'topic-review',
    icon: '📘',
    title: msg`Konu Anlatımı`,
    description: msg`Deneyin dayandığı kavramlar, yaşa uygun bir dille ve görsellerle anlatılır.`,
  },
  {
    id: 'experiment-procedure',
    icon: '🧪',
    title: msg`Deney Yapılışı`,
    description: msg`Deney föyü: malzemeler, güvenlik uyarıları ve adım adım uygulama.`,
  },
  {
    id: 'sample-questions',
    icon: '❓',
    title: msg`Örnek Sorular`,
    description: msg`Kazanımları pekiştiren sorular ve açıklamalı çözümler.`,
  },
  {
    id: 'interactive-activity',
    icon: '🎮',
    title: msg`Etkileşimli Etkinlik`,
    description: msg`Dokunarak denenen simülasyonlar ve oyunlaştırılmış alıştırmalar.`,
  },
  {
    id: 'documents',
    icon: '📄',
    title: msg`Dokümanlar`,
    description: msg`Yazdırılabilir çalışma yaprakları, değerlendirme formları ve öğretmen notları.`,
  },
  {
    id: 'story',
    icon: '📖',
    title: msg`Hikâye`,
    description: msg`Konuyu merak uyandıran kısa bir öyküyle başlatan okuma metni.`,
  },
];

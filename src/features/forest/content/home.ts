import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Activity = {
  id: 'fire-prevention' | 'tree-journey' | 'forest-heroes' | 'turkey-forests' | 'tree-planting';
  icon: string;
  path: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The start button's label. */
  action: MessageDescriptor;
};

/** docs/behaviour.md#routes-and-guards: the five forest activities on the home screen. */
export const activities: readonly Activity[] = [
  {
    id: 'fire-prevention',
    icon: '🔥',
    path: '/forest/fire-prevention',
    title: msg`Yangını Önle`,
    text: msg`Ormandaki 5 tehlikeli çöpü bul. Soruları cevapla, ormanı yangından koru!`,
    action: msg`Oyuna başla`,
  },
  {
    id: 'tree-journey',
    icon: '🌱',
    path: '/forest/tree-journey',
    title: msg`Ağacın Yolculuğu`,
    text: msg`Küçük bir tohum nasıl kocaman bir ağaç olur? Adım adım izle.`,
    action: msg`Yolculuğa başla`,
  },
  {
    id: 'forest-heroes',
    icon: '🦸',
    path: '/forest/forest-heroes',
    title: msg`Orman Kahramanları`,
    text: msg`Ormanları koruyan dernekleri ve vakıfları tanı.`,
    action: msg`Kahramanları tanı`,
  },
  {
    id: 'turkey-forests',
    icon: '🌲',
    path: '/forest/turkey-forests',
    title: msg`Türkiye’nin Ormanları`,
    text: msg`Meşe, çam, kayın, kestane, sedir ve köknarla tanış.`,
    action: msg`Ormanları keşfet`,
  },
  {
    id: 'tree-planting',
    icon: '🌳',
    path: '/forest/tree-planting',
    title: msg`Fidan Dikimi`,
    text: msg`Ailenle nasıl fidan dikebilirsin? Kampanyaları öğren.`,
    action: msg`Fidan dikmeyi öğren`,
  },
];

export type Suggestion = { id: string; icon: string; title: MessageDescriptor; text: MessageDescriptor };

/** Three things a child can do with the family, safely. */
export const suggestions: readonly Suggestion[] = [
  {
    id: 'family-walk',
    icon: '👨‍👩‍👧',
    title: msg`Ailece orman yürüyüşü`,
    text: msg`Ailenle ormanda yürüyüşe çık. Kuşları dinle, yaprakları say. Patikadan ayrılma.`,
  },
  {
    id: 'litter-with-gloves',
    icon: '🧤',
    title: msg`Eldivenle çöp toplama`,
    text: msg`Bir büyüğünle birlikte eldiven tak ve çöpleri bir torbada topla. Cama ve keskin şeylere sen dokunma.`,
  },
  {
    id: 'water-a-sapling',
    icon: '💧',
    title: msg`Bir fidanı sula`,
    text: msg`Okulundaki ya da sokağındaki bir fidanı seç. Yazın haftada bir kez bol su ver.`,
  },
];

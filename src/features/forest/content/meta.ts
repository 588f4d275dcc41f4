import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Every forest page shares the mini-site's own share picture. */
export const FOREST_SHARE_IMAGE = '/og/orman-paylasim.png';

/**
 * The forest home. /forest/cleanup, /forest/ecosystem and unknown forest paths
 * show the same screen, so they all name /forest as canonical.
 */
export const forestHomeHead = () =>
  pageHead({
    path: '/forest',
    title: t`Orman Farkındalığı: Çocuklar İçin Orman Etkinlikleri`,
    description: t`Sincap Fındık’la ormanı tanı ve koru: yangın önleme oyunu, ağacın yolculuğu, orman kahramanları, Türkiye’nin ormanları ve fidan dikimi. Ücretsiz, Türkçe, aileler için.`,
    keywords: [t`orman farkındalığı`, t`çocuklar için orman`, t`orman yangını`, t`ağaç`, t`fidan dikimi`, t`çevre eğitimi`],
    image: FOREST_SHARE_IMAGE,
  });

export const fireGameHead = () =>
  pageHead({
    path: '/forest/fire-prevention',
    title: t`Yangını Önle: Orman Yangını Oyunu`,
    description: t`Ormandaki 5 tehlikeli çöpü bul, soruları cevapla ve orman yangınlarını nasıl önleyeceğini öğren. Cam şişe, kırık cam, metal kutu, plastik poşet ve kâğıt neden tehlikeli?`,
    keywords: [t`orman yangını oyunu`, t`yangın önleme`, t`çocuklar için oyun`, t`çöp ve yangın`, t`177 orman yangını`],
    image: FOREST_SHARE_IMAGE,
  });

export const treeJourneyHead = () =>
  pageHead({
    path: '/forest/tree-journey',
    title: t`Ağacın Yolculuğu: Tohumdan Ağaca`,
    description: t`Bir ağacın hayatını 6 adımda keşfet: tohum, filiz, fidan, genç ağaç, olgun ağaç ve yaşlı ağaç. Her aşamada neye ihtiyaç duyduğunu ve ilginç bilgileri öğren.`,
    keywords: [t`ağacın yaşam döngüsü`, t`tohumdan ağaca`, t`fidan`, t`fotosentez`, t`çocuklar için fen`],
    image: FOREST_SHARE_IMAGE,
  });

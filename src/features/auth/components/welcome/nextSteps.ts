import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@/shared/api/contract.ts';

/**
 * Screens a first step leads to; plain paths, as some of these screens ship separately. A step names
 * only a screen that exists (the school screens add theirs when they land).
 */
export const NEXT_STEP_PATHS = [
  '/classes',
  '/homeworks',
  '/dashboard/experiment-kits',
  '/dashboard/etkibot',
  '/dashboard/tools',
  '/dashboard/features-summary',
  '/forest',
  '/contact',
  '/profile',
] as const;
type NextStepPath = (typeof NEXT_STEP_PATHS)[number];

export type NextStep = {
  icon: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The button's text: says where it goes, not just "Başla". */
  action: MessageDescriptor;
  href: NextStepPath;
};

const completeProfile: NextStep = {
  icon: '👤',
  title: msg`Profilinizi tamamlayın`,
  description: msg`Sınıf düzeyini ve ilgi alanlarını seçin; önerileri size göre ayarlayalım.`,
  action: msg`Profile git`,
  href: '/profile',
};

/** Three or four first steps per role (docs/behaviour.md#what-the-product-offers, #roles). */
export const NEXT_STEPS: Record<Role, readonly NextStep[]> = {
  student: [
    {
      icon: '🧪',
      title: msg`Deney içeriklerini keşfet`,
      description: msg`Konu anlatımı, deney adımları, örnek sorular ve etkileşimli etkinliklerle öğrenmeye başla.`,
      action: msg`Deneylere git`,
      href: '/dashboard/experiment-kits',
    },
    {
      icon: '🏫',
      title: msg`Sınıfına katıl`,
      description: msg`Öğretmeninin verdiği sınıf koduyla sınıfına katıl; ödevlerin Ödevlerim sayfasında seni bekler.`,
      action: msg`Sınıflarıma git`,
      href: '/classes',
    },
    {
      icon: '🤖',
      title: msg`EtkiBot’a soru sor`,
      description: msg`Takıldığın konuyu yapay zekâ öğretmen asistanımız EtkiBot’a sor; panelden her an ulaşabilirsin.`,
      action: msg`EtkiBot’u aç`,
      href: '/dashboard/etkibot',
    },
    completeProfile,
  ],
  teacher: [
    {
      icon: '🧰',
      title: msg`Deney setlerini inceleyin`,
      description: msg`Müfredata uygun deney setlerini ve her deneyin dijital içeriklerini keşfedin.`,
      action: msg`Deney setlerine git`,
      href: '/dashboard/experiment-kits',
    },
    {
      icon: '🏫',
      title: msg`Sınıfınızı oluşturun`,
      description: msg`Öğrencilerinizi listeden yapıştırın, sınıf kodunu tahtada paylaşın ve ilk ödevinizi verin.`,
      action: msg`Sınıflarıma git`,
      href: '/classes',
    },
    {
      icon: '🧮',
      title: msg`Derste araç kullanın`,
      description: msg`Birim çevirici, kronometre, periyodik tablo ve dalga analizi gibi araçları tahtaya yansıtın.`,
      action: msg`Araçlara git`,
      href: '/dashboard/tools',
    },
    completeProfile,
  ],
  parent: [
    {
      icon: '🧪',
      title: msg`Deneyleri birlikte keşfedin`,
      description: msg`Çocuğunuzun derslerindeki deneylerin konu anlatımlarına, adımlarına ve etkinliklerine birlikte göz atın.`,
      action: msg`Deneylere git`,
      href: '/dashboard/experiment-kits',
    },
    {
      icon: '🌳',
      title: msg`Orman etkinliklerini birlikte keşfedin`,
      description: msg`Çocuğunuzla orman farkındalığı oyunlarını ve ağaç yolculuğunu deneyin.`,
      action: msg`Orman sayfasını aç`,
      href: '/forest',
    },
    {
      icon: '📚',
      title: msg`Çocuğunuzun ödevlerini izleyin`,
      description: msg`Verilen ödevleri, teslim tarihlerini, öğretmen notlarını ve geri bildirimleri tek yerde görün.`,
      action: msg`Ödevlere git`,
      href: '/homeworks',
    },
  ],
  administrator: [
    {
      icon: '📋',
      title: msg`Platform özelliklerini inceleyin`,
      description: msg`Okulunuz için sunulan deney setlerini, araçları ve sınıf özelliklerini bir arada görün.`,
      action: msg`Özelliklere git`,
      href: '/dashboard/features-summary',
    },
    {
      icon: '🏫',
      title: msg`Okulunuzun sınıflarını görün`,
      description: msg`Öğretmenlerinizin sınıflarını, öğrenci sayılarını ve ödevlerin durumunu izleyin.`,
      action: msg`Sınıflara git`,
      href: '/classes',
    },
    {
      icon: '🤝',
      title: msg`Kurulum desteği alın`,
      description: msg`Deney setleri ve öğretmen eğitimleri için ekibimizle görüşün.`,
      action: msg`İletişime geç`,
      href: '/contact',
    },
    completeProfile,
  ],
};

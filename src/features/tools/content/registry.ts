import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** docs/behaviour.md#routes-and-guards: the eleven tools under /dashboard/tools/. */
export const TOOL_IDS = [
  'unit-converter',
  'multiplication-table',
  'stopwatch',
  'periodic-table',
  'eclipse-calendar',
  'solar-oven-planner',
  'historical-earth-beliefs',
  'mirror-maker',
  'motion-analysis',
  'wave-analysis',
  'sunlight-intensity',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export type ToolMeta = {
  id: ToolId;
  /** Decorative emoji shown on the card and in the tool header. */
  icon: string;
  title: MessageDescriptor;
  /** One line: what a class does with it. */
  purpose: MessageDescriptor;
  grades: MessageDescriptor;
  /** Each tool is its own lazy chunk (precached by the service worker, so it opens offline). */
  load: () => Promise<{ default: ComponentType }>;
};

export const TOOLS: readonly ToolMeta[] = [
  {
    id: 'unit-converter',
    icon: '🔁',
    title: msg`Birim Çevirici`,
    purpose: msg`Uzunluk, kütle, sıcaklık ve daha fazlasını birimler arasında çevirin.`,
    grades: msg`3–12. sınıf`,
    load: () => import('../components/unitConverter/UnitConverterTool.tsx'),
  },
  {
    id: 'multiplication-table',
    icon: '✖️',
    title: msg`Çarpım Tablosu`,
    purpose: msg`Çarpım tablosunu keşfedin ve puanlı alıştırmalarla pekiştirin.`,
    grades: msg`2–5. sınıf`,
    load: () => import('../components/multiplicationTable/MultiplicationTableTool.tsx'),
  },
  {
    id: 'stopwatch',
    icon: '⏱️',
    title: msg`Kronometre`,
    purpose: msg`Deneylerde süre ölçün, tur ve ara zamanları kaydedin.`,
    grades: msg`1–12. sınıf`,
    load: () => import('../components/stopwatch/StopwatchTool.tsx'),
  },
  {
    id: 'periodic-table',
    icon: '⚗️',
    title: msg`Periyodik Tablo`,
    purpose: msg`118 elementin adı, simgesi, kütlesi ve elektron dizilimi.`,
    grades: msg`7–12. sınıf`,
    load: () => import('../components/periodicTable/PeriodicTableTool.tsx'),
  },
  {
    id: 'eclipse-calendar',
    icon: '🌘',
    title: msg`Tutulma Takvimi`,
    purpose: msg`Önümüzdeki on yılın Güneş ve Ay tutulmaları, şehrinizden görünüşleriyle.`,
    grades: msg`5–12. sınıf`,
    load: () => import('../components/eclipseCalendar/EclipseCalendarTool.tsx'),
  },
  {
    id: 'solar-oven-planner',
    icon: '☀️',
    title: msg`Güneş Fırını Planlayıcı`,
    purpose: msg`Güneş fırını deneyiniz için en iyi saatleri ve yansıtıcı açısını bulun.`,
    grades: msg`4–8. sınıf`,
    load: () => import('../components/solarOvenPlanner/SolarOvenPlannerTool.tsx'),
  },
  {
    id: 'historical-earth-beliefs',
    icon: '🌍',
    title: msg`Dünya’nın Şekli: Tarihçe`,
    purpose: msg`Düz Dünya inancından uydu görüntülerine; Eratosthenes hesaplayıcısıyla.`,
    grades: msg`5–9. sınıf`,
    load: () => import('../components/historicalEarthBeliefs/HistoricalEarthBeliefsTool.tsx'),
  },
  {
    id: 'mirror-maker',
    icon: '🪞',
    title: msg`Simetri Ayna Çizimi`,
    purpose: msg`1–8 ayna ekseniyle simetrik desenler çizin ve kaydedin.`,
    grades: msg`1–7. sınıf`,
    load: () => import('../components/mirrorMaker/MirrorMakerTool.tsx'),
  },
  {
    id: 'motion-analysis',
    icon: '🚗',
    title: msg`Hareket Analizi`,
    purpose: msg`Düzgün ve ivmeli hareketi animasyon ve grafiklerle inceleyin.`,
    grades: msg`6–12. sınıf`,
    load: () => import('../components/motionAnalysis/MotionAnalysisTool.tsx'),
  },
  {
    id: 'wave-analysis',
    icon: '🌊',
    title: msg`Dalga Analizi`,
    purpose: msg`Genlik, frekans, dalga boyu ve hızı (v = f·λ) canlı dalgayla keşfedin.`,
    grades: msg`7–12. sınıf`,
    load: () => import('../components/waveAnalysis/WaveAnalysisTool.tsx'),
  },
  {
    id: 'sunlight-intensity',
    icon: '🔆',
    title: msg`Güneş Işığı Şiddeti`,
    purpose: msg`Gün boyunca Güneş’in yüksekliğini ve ışık şiddetini grafikle görün.`,
    grades: msg`5–12. sınıf`,
    load: () => import('../components/sunlightIntensity/SunlightIntensityTool.tsx'),
  },
];

export const findTool = (id: string): ToolMeta | undefined => TOOLS.find((tool) => tool.id === id);

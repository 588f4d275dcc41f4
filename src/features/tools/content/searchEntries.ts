import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchEntry } from '@/shared/search/searchEntry.ts';
import { TOOLS, type ToolId } from './registry.ts';

/**
 * What a tool does, in the words people ask with ("fahrenhayt kaç derece", "demirin simgesi"): the
 * one-line purpose names too little to be found by a question. Kept here, not in the registry, so
 * the menus that list the tools do not carry them.
 */
const TOOL_KEYWORDS: Record<ToolId, MessageDescriptor> = {
  'unit-converter': msg`birim dönüştürme, santigrat, Fahrenheit, Kelvin, sıcaklık çevirme, metre, santimetre, kilometre, gram, kilogram, litre`,
  'multiplication-table': msg`çarpma işlemi, çarpım, kerrat cetveli, ezber, alıştırma`,
  stopwatch: msg`süre ölçme, zaman ölçmek, saniye, tur zamanı, ara zaman, kronometre`,
  'periodic-table': msg`element, elementler tablosu, simge, sembol, atom numarası, metal, ametal, soygaz, demir, oksijen`,
  'eclipse-calendar': msg`güneş tutulması, ay tutulması, ne zaman, tarih, şehir, görünür mü`,
  'solar-oven-planner': msg`güneş fırını, güneş enerjisi, yansıtıcı, saat, Güneş’in açısı`,
  'historical-earth-beliefs': msg`düz Dünya, Dünya’nın şekli, yuvarlak, Eratosten, çevre hesaplama, tarih`,
  'mirror-maker': msg`simetri, ayna, desen, simetri ekseni, kaleydoskop`,
  'motion-analysis': msg`sürat, hız, ivme, yol-zaman grafiği, düzgün hareket`,
  'wave-analysis': msg`dalga, genlik, frekans, dalga boyu, ses dalgası, titreşim`,
  'sunlight-intensity': msg`güneş ışığı, ışık şiddeti, Güneş’in yüksekliği, gün boyu, mevsim`,
};

/** The tools' public search surface: one entry per tool. */
export function toolSearchEntries(): SearchEntry[] {
  return TOOLS.map((tool) => ({
    id: `tool-${tool.id}`,
    group: 'tool',
    title: tool.title,
    summary: tool.purpose,
    keywords: [tool.grades, TOOL_KEYWORDS[tool.id]],
    href: `/dashboard/tools/${tool.id}`,
  }));
}

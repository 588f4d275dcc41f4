import { t } from '@lingui/core/macro';
import { i18n } from '@/shared/i18n/i18n.ts';
import { loadToolsCatalog } from './catalog.ts';
import { findTool, type ToolMeta } from './registry.ts';
import type { ToolPageMeta } from './meta.ts';

type ToolPageData = ToolPageMeta & { tool?: ToolMeta };

/** Loads the tools' text, then names the page after the tool (or says it does not exist). */
export async function loadToolPage(toolId: string): Promise<ToolPageData> {
  await loadToolsCatalog();
  const tool = findTool(toolId);
  if (!tool) {
    return {
      title: t`Araç bulunamadı`,
      description: t`Aradığınız araç bulunamadı. Ek Araçlar sayfasından tüm araçlara ulaşabilirsiniz.`,
    };
  }
  return { title: i18n._(tool.title), description: i18n._(tool.purpose), tool };
}

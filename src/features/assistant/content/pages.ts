import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { loadAssistantIndex } from './assistantIndex.ts';

/**
 * The assistant route's loader: its words first (the page needs them to render), and the index
 * started at once so it is usually ready by the time the first question is typed.
 */
export async function loadAssistantPage(): Promise<void> {
  void loadAssistantIndex().catch(() => undefined);
  await loadCatalog('assistant', () => import('@locales/tr/assistant.po'));
}

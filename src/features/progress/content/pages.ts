import { loadProgressCatalog } from './catalog.ts';
import * as meta from './meta.ts';

type Head = ReturnType<typeof meta.progressMapHead>;

/** What a progress route's loader returns: its head tags, built once the progress texts are loaded. */
export type ProgressPage = { head: Head };

const HEADS = {
  'progress-map': meta.progressMapHead,
  'student-progress': meta.studentProgressHead,
  'student-record': meta.studentRecordHead,
  schedule: meta.scheduleHead,
} satisfies Record<string, () => Head>;

export type ProgressPageName = keyof typeof HEADS;

export async function progressPage(name: ProgressPageName): Promise<ProgressPage> {
  await loadProgressCatalog();
  return { head: HEADS[name]() };
}

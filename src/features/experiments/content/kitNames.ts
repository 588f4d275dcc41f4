import type { MessageDescriptor } from '@lingui/core';
import { KITS } from './library.ts';

export { loadExperimentsCatalog } from './catalog.ts';

/** A kit's title and icon by id (an order names its kit by id), or undefined for an id the library does not have. */
export function findKitName(id: string): { title: MessageDescriptor; icon: string } | undefined {
  const kit = KITS.find((candidate) => candidate.id === id);
  return kit ? { title: kit.title, icon: kit.icon } : undefined;
}

import type { QueryClient } from '@tanstack/react-query';
import { classesQuery, homeworksQuery } from '@/features/classroom';
import type { User } from '@/shared/api/contract.ts';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { packManager, type PackManager } from './packManager.ts';
import { selectPacks, type Selection } from './selection.ts';
import { itemsOfPacks } from './itemPacks.ts';

/** Packs and items this device was given without asking, so a pack someone removed in Ayarlar is not pushed back. */
const OFFERED_KEY = STORAGE_KEYS.packsOffered;

/**
 * What to want now: what the selection names and was never offered on this device before. A pack removed in
 * Ayarlar stays removed; a new class's grade or a new homework is new, so it comes.
 */
export function notOfferedYet(selection: Selection, offered: ReadonlySet<string>): Selection {
  return { packs: selection.packs.filter((id) => !offered.has(id)), items: selection.items.filter((id) => !offered.has(`item:${id}`)) };
}

function readOffered(): Set<string> {
  try {
    const stored = JSON.parse(safeLocalStorage().getItem(OFFERED_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * A student's or teacher's device takes the packs of their classes' grades, a student's also every item assigned to
 * them (docs/architecture.md#content-packs), as soon as they are signed in on a connection; whatever wanted packs
 * miss (a download cut short, a pack the new version changed) is fetched again. Never fails: offline, the
 * classes or the index not at hand, it waits for the next time.
 */
export async function downloadPacksForUser(client: QueryClient, user: User, manager: PackManager = packManager()): Promise<void> {
  await manager.refresh();
  const { index } = manager.getSnapshot();
  if (index && (user.role === 'student' || user.role === 'teacher')) {
    const classes = await client.ensureQueryData(classesQuery()).catch(() => []);
    const homeworks = user.role === 'student' ? await client.ensureQueryData(homeworksQuery()).catch(() => null) : null;
    const experimentIds = (homeworks?.homeworks ?? [])
      .filter(({ assignment }) => assignment.content.kind === 'experiment' && assignment.content.ref && !assignment.class_archived)
      .map(({ assignment }) => assignment.content.ref ?? '');
    const selection = selectPacks({
      role: user.role,
      classGrades: classes.filter((summary) => summary.status === 'active').map((summary) => summary.grade),
      assignedItems: itemsOfPacks(index, experimentIds),
      index,
    });
    const offered = readOffered();
    const fresh = notOfferedYet(selection, offered);
    if (fresh.packs.length > 0 || fresh.items.length > 0) {
      for (const id of fresh.packs) offered.add(id);
      for (const id of fresh.items) offered.add(`item:${id}`);
      safeLocalStorage().setItem(OFFERED_KEY, JSON.stringify([...offered]));
      await manager.want(fresh.packs, { items: fresh.items });
      return;
    }
  }
  await manager.sync();
}

import type { Role } from '@/shared/api/contract.ts';
import { deviceValue, type DeviceValue } from './deviceStore.ts';
import { packManager, type PackManager } from './packManager.ts';
import { selectPacks, type Selection } from './selection.ts';
import { itemsOfPacks } from './itemPacks.ts';

/**
 * The packs to want now: those the selection names that were never offered on this device before. A pack removed
 * in Ayarlar stays removed; a new class's grade is new, so it comes. Single items are not remembered (that would
 * keep a child's homework on the device after sign-out): wanting one already held downloads nothing.
 */
export function notOfferedYet(selection: Selection, offered: ReadonlySet<string>): Selection {
  return { packs: selection.packs.filter((id) => !offered.has(id)), items: selection.items };
}

/** What the user teaches or is taught: their active classes' grades, and the library items a student's homework opens (the classroom reads them). */
export type Taught = { classGrades: readonly string[]; experimentIds: readonly string[] };

/** Pack ids this device was given without asking (deviceStore.ts: device data, naming no one). */
const offeredPacks = (): DeviceValue<string[]> => deviceValue<string[]>('offered');

/**
 * A student's or teacher's device takes the packs of their classes' grades, a student's also every item assigned to
 * them (docs/architecture.md#content-packs), as soon as they are signed in on a connection; whatever wanted packs
 * miss (a download cut short, a pack the new version changed) is fetched again. Never fails: offline, the
 * classes or the index not at hand, it waits for the next time.
 */
export async function downloadPacksForUser(
  role: Role,
  loadTaught: () => Promise<Taught>,
  manager: PackManager = packManager(),
  offeredStore: DeviceValue<string[]> = offeredPacks(),
): Promise<void> {
  await manager.refresh();
  const { index } = manager.getSnapshot();
  if (index && (role === 'student' || role === 'teacher')) {
    const taught = await loadTaught().catch((): Taught => ({ classGrades: [], experimentIds: [] }));
    const selection = selectPacks({ role, classGrades: taught.classGrades, assignedItems: itemsOfPacks(index, taught.experimentIds), index });
    const stored = await offeredStore.get().catch(() => undefined);
    const offered = new Set(Array.isArray(stored) ? stored.filter((value) => typeof value === 'string') : []);
    const fresh = notOfferedYet(selection, offered);
    if (fresh.packs.length > 0 || fresh.items.length > 0) {
      await offeredStore.set([...offered, ...fresh.packs]).catch(() => undefined);
      await manager.want(fresh.packs, { items: fresh.items });
      return;
    }
  }
  await manager.sync();
}

import type { AnalyticsTerm, KitUsage } from '../api/schoolAnalytics.ts';
import type { IsoDate } from '../progress/days.ts';
import { turkeyDateOf } from '../progress/schoolDays.ts';
import { KIT_EXPERIMENTS, kitOfExperiment } from './kitExperiments.ts';
import { ratioOf } from './percent.ts';
import type { AnalyticsRows } from './rows.ts';
import { inTerm } from './terms.ts';

const EXPERIMENT_REF = 'experiment:';

/** The Turkey day an order first reached the school, if it did by `until`. */
function deliveredOn(timeline: AnalyticsRows['kit_orders'][number]['timeline'], until: IsoDate): IsoDate | null {
  const days = timeline.flatMap((step) => {
    const day = step.status === 'delivered' ? turkeyDateOf(step.at) : null;
    return day !== null && day <= until ? [day] : [];
  });
  return days.sort()[0] ?? null;
}

/**
 * Each kit the school had received by the term's end: how many of its experiments the school's
 * students finished in the term once the first of them had arrived (each student and experiment once:
 * doing one again is practice, not more use of the kit), per kit received. The events name no moment
 * a kit is opened, so a finished experiment is the honest measure. A school with no delivered kit has
 * none listed.
 */
export function kitUsage(rows: AnalyticsRows, term: AnalyticsTerm, kits: Readonly<Record<string, readonly string[]>> = KIT_EXPERIMENTS): KitUsage[] {
  const received = new Map<string, { kits: number; since: IsoDate }>();
  for (const order of rows.kit_orders) {
    const since = deliveredOn(order.timeline, term.end);
    if (since === null) continue;
    const known = received.get(order.kit_id);
    received.set(order.kit_id, { kits: (known?.kits ?? 0) + order.quantity, since: known && known.since < since ? known.since : since });
  }
  const kitOf = kitOfExperiment(kits);
  const finished = new Map<string, Set<string>>();
  for (const event of rows.events) {
    if (event.kind !== 'experimentFinished' || !event.ref.startsWith(EXPERIMENT_REF)) continue;
    const experiment = event.ref.slice(EXPERIMENT_REF.length);
    const kit = kitOf.get(experiment);
    const since = kit === undefined ? undefined : received.get(kit)?.since;
    const day = turkeyDateOf(event.at);
    if (kit === undefined || since === undefined || !inTerm(day, term) || day === null || day < since) continue;
    const done = finished.get(kit) ?? new Set<string>();
    finished.set(kit, done);
    done.add(`${event.user_id} ${experiment}`);
  }
  return [...received.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kit_id, { kits: delivered, since }]) => {
      const count = finished.get(kit_id)?.size ?? 0;
      return { kit_id, delivered_kits: delivered, delivered_on: since, finished: count, per_kit: ratioOf(count, delivered) };
    });
}

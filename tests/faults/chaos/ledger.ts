import type { UserWrite } from '@/shared/offline/userOutboxStore.ts';

export type WriteKind = 'submission' | 'grade' | 'attendance' | 'timetable';

/** One write a person made, followed through the outbox: what they sent, and every answer their device saw. */
export type Planned = {
  op: number;
  kind: WriteKind;
  device: string;
  ownerId: number;
  /** What record it changes: `handin:<child>:<assignment>`, `submission:<id>`, `attendance:<date>` or `timetable`. */
  record: string;
  body: unknown;
  /** Based on a version the device already knew to be old: it must end as a conflict, never as a 2xx. */
  staleOnPurpose: boolean;
  /** The bodies the server answered 2xx for, with the answer (more than one is a write applied twice). */
  acks: { body: unknown; answer: unknown }[];
  /** The person chose the other version: it must not be on the server. */
  discarded: boolean;
};

/** Every write of a run by its op number, which each write carries in its refs. */
export function createLedger() {
  const planned = new Map<number, Planned>();
  return {
    planned,
    plan(entry: Omit<Planned, 'acks' | 'discarded'>): void {
      planned.set(entry.op, { ...entry, acks: [], discarded: false });
    },
    of(write: UserWrite): Planned {
      const entry = planned.get(Number(write.refs.op));
      if (!entry) throw new Error(`Write ${write.id} carries no planned op.`);
      return entry;
    },
    acknowledged(write: UserWrite, answer: unknown): void {
      this.of(write).acks.push({ body: write.body, answer });
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

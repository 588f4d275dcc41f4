import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sendUserWrite, type SendResult, type UserWrite, type UserWriteKind } from './userOutbox.ts';

/** The request one write makes: what the server gets, and what the screens find it by. */
export type UserWriteRequest<Body> = {
  method: 'POST' | 'PUT';
  path: string;
  body: Body;
  refs: Record<string, string | number>;
  after?: unknown;
};

type Definition<Input, Body> = {
  kind: UserWriteKind;
  /** What the write is, as the state display names it: "Ödev teslimi", "Yoklama". */
  what: MessageDescriptor;
  request: (input: Input) => UserWriteRequest<Body>;
  /** The cached lists the server's answer changes: fetched again in every tab once it has it. */
  refreshes: readonly QueryKey[];
  /**
   * Anything more once the server accepted it, in every tab (e.g. put the server's copy in the cache);
   * `here` is true only in the tab that sent it, for a step that must happen once (record what a hand-in earns).
   */
  whenSent?: (queryClient: QueryClient, write: UserWrite, answer: unknown, here: boolean) => void;
};

export type UserWriteDefinition<Input = never, Body = unknown> = Definition<Input, Body> & {
  /** Keeps the write on the device, then sends it (docs/architecture.md#the-two-outboxes): see sendUserWrite for the answers. */
  send: (ownerId: number, input: Input) => Promise<SendResult>;
};

/** Any definition, whatever its input: what the app's wiring and the state display need. */
export type AnyUserWriteDefinition = Pick<UserWriteDefinition<never>, 'kind' | 'what' | 'refreshes' | 'whenSent'>;

/**
 * One kind of signed-in write, defined once in its feature's api.ts: its body, its path, the data it
 * refreshes when sent and its name on screen. Screens send through it and never name a path or a kind.
 */
export function defineUserWrite<Input, Body>(definition: Definition<Input, Body>): UserWriteDefinition<Input, Body> {
  return {
    ...definition,
    send: (ownerId, input) => sendUserWrite({ ownerId, kind: definition.kind, ...definition.request(input) }),
  };
}

/**
 * What another feature does once a kind of write it does not own was accepted: the progress map
 * follows hand-ins and grades without the classroom knowing about it. The app wires both lists.
 */
export type SentWriteFollowUp = {
  after: readonly UserWriteKind[];
  refreshes: readonly QueryKey[];
  whenSent?: Definition<never, unknown>['whenSent'];
};

/** What the app does with every accepted write: the kind's own step and its follow-ups', then their lists fetched again. */
export function handleSentWrite(
  wiring: { definitions: readonly AnyUserWriteDefinition[]; followUps: readonly SentWriteFollowUp[] },
  queryClient: QueryClient,
  write: UserWrite,
  answer: unknown,
  here: boolean,
): void {
  const definition = wiring.definitions.find((candidate) => candidate.kind === write.kind);
  if (!definition) return;
  const steps = [definition, ...wiring.followUps.filter((followUp) => followUp.after.includes(write.kind))];
  for (const step of steps) step.whenSent?.(queryClient, write, answer, here);
  for (const queryKey of steps.flatMap((step) => step.refreshes)) void queryClient.invalidateQueries({ queryKey });
}

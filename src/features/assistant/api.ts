import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http.ts';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_PATHS,
  type AssistantClassLimitRequest,
  type AssistantClassLimitResponse,
  type AssistantFlagCategory,
  type AssistantFlagInput,
  type AssistantSchoolResponse,
  type AssistantSettingsResponse,
  type FlaggedQuestionsResponse,
} from '@/shared/api/assistant.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { defineUserWrite } from '@/shared/offline/userWriteDefinition.ts';

/** Query keys, built here only; all of it is one user's and goes at sign-out with the rest of the cache. */
const assistantKeys = {
  all: ['assistant'] as const,
  settings: () => [...assistantKeys.all, 'settings'] as const,
  flags: () => [...assistantKeys.all, 'flags'] as const,
};

const authed = { auth: true } as const;

/** The caller's limit and the school's switch; kept offline (the persisted cache) so the limit holds without a network. */
export const assistantSettingsQuery = () =>
  queryOptions({
    queryKey: assistantKeys.settings(),
    queryFn: async () => (await http.request<AssistantSettingsResponse>(ASSISTANT_PATHS.settings, authed)).settings,
  });

/** The settings EtkiBot reads first (the caller's limit), asked for by its route's loader (route.ts). */
export const prefetchAssistantPage = (queryClient: QueryClient): Promise<void> => queryClient.prefetchQuery(assistantSettingsQuery());

export const flaggedQuestionsQuery = () =>
  queryOptions({
    queryKey: assistantKeys.flags(),
    staleTime: 0,
    queryFn: async () => (await http.request<FlaggedQuestionsResponse>(ASSISTANT_PATHS.flags, authed)).flags,
  });

function useSettingsWrite<TInput>(run: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.all }) });
}

export const useSetClassLimit = () =>
  useSettingsWrite(({ classId, ...body }: AssistantClassLimitRequest & { classId: number }) =>
    http.request<AssistantClassLimitResponse>(ASSISTANT_PATHS.classLimit(classId), { ...authed, method: 'PUT', body, idempotencyKey: newIdempotencyKey() }),
  );

export const useSetSchoolSharing = () =>
  useSettingsWrite((shareFlagged: boolean) =>
    http.request<AssistantSchoolResponse>(ASSISTANT_PATHS.school, { ...authed, method: 'PUT', body: { shareFlagged }, idempotencyKey: newIdempotencyKey() }),
  );

/**
 * A flagged question goes through the signed-in outbox (docs/architecture.md#the-two-outboxes): asked offline, it waits on the
 * device under its owner and is sent once; the server keeps it only if the school allows it.
 */
export const flagWrite = defineUserWrite({
  kind: 'assistantFlag',
  what: msg`Öğretmene iletilen soru`,
  request: (body: AssistantFlagInput) => ({ method: 'POST', path: ASSISTANT_PATHS.flags, body, refs: { category: body.category } }),
  refreshes: [assistantKeys.all],
});

export function sendFlag(ownerId: number, category: AssistantFlagCategory, maskedText: string, at: Date) {
  const body: AssistantFlagInput = { id: newIdempotencyKey(), category, text: maskedText.slice(0, ASSISTANT_LIMITS.flagTextMax), at: at.toISOString() };
  return flagWrite.send(ownerId, body);
}

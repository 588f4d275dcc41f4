import * as v from 'valibot';

/**
 * A URL search param that is left out when it does not fit, so a hand-edited or outdated link
 * still opens its page (the router would otherwise show an error for a bad param).
 */
export const optionalParam = <TSchema extends v.GenericSchema>(schema: TSchema) => v.fallback(v.optional(schema), undefined);

/** Drops the params that were left out, so the search object holds only what the URL really says. */
export const definedOnly = <T extends Record<string, unknown>>(search: T): T =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;

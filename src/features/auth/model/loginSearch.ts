/*
 * The sign-in and password screens' address, parsed by their routes' validateSearch. A file of its own: route
 * options ship in the landing page's entry, and the return address's check (returnUrl.ts) is needed only once
 * someone signs in.
 */

/** The sign-in page's URL search: only a string survives; safeReturnUrl (returnUrl.ts) decides later whether it is followed. */
export type LoginSearch = { returnUrl?: string };

export const parseLoginSearch = (search: Record<string, unknown>): LoginSearch =>
  typeof search.returnUrl === 'string' && search.returnUrl ? { returnUrl: search.returnUrl } : {};

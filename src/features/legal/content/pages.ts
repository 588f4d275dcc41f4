import { cookiesHead, privacyHead, termsHead } from './meta.ts';

const HEADS = { privacy: privacyHead, terms: termsHead, cookies: cookiesHead };

export type LegalPageName = keyof typeof HEADS;

/** A legal page's loader data, once the legal words are in (route.ts loads them beside this file): its head tags. */
export const legalPage = (name: LegalPageName) => ({ head: HEADS[name]() });

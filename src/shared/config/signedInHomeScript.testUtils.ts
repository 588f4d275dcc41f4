import { SIGNED_IN_HOME_SCRIPT } from './signedInHomeScript.ts';

/** Runs the script's exact text (what the CSP allows by hash) against a stand-in page and storage. */
export function runSignedInHomeScript(getItem: (key: string) => string | null): { hidden: boolean; replaced: string[] } {
  const page = { documentElement: { hidden: false } };
  const replaced: string[] = [];
  new Function('localStorage', 'document', 'location', SIGNED_IN_HOME_SCRIPT)({ getItem }, page, { replace: (to: string) => replaced.push(to) });
  return { hidden: page.documentElement.hidden, replaced };
}

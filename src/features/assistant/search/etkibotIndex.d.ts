/** Built by `scripts/assistantIndexPlugin.ts` when the app is built (see that file). */
declare module 'virtual:etkibot-index' {
  import type { AsPlainObject } from 'minisearch';
  const data: AsPlainObject;
  export default data;
}

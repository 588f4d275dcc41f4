/** Built by `scripts/buildTimeModulesPlugin.ts` when the app is built (see that file). */
declare module 'virtual:etkibot-index' {
  import type { PackedIndex } from './packIndex.ts';
  const data: PackedIndex;
  export default data;
}

/** Worked out by `scripts/buildTimeModulesPlugin.ts` when the app is built (see that file). */
declare module 'virtual:library-figures' {
  import type { LibraryFigures } from './libraryFigures.ts';
  const figures: LibraryFigures;
  export default figures;
}

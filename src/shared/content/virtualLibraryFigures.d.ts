/** Worked out by `scripts/buildTimeModulesPlugin.ts` when the app is built (see that file). */
declare module 'virtual:library-figures' {
  const figures: import('./libraryFigures.ts').LibraryFigures;
  export default figures;
}

import { lazy } from 'react';

/**
 * The block-programming activity, its own chunk: Blockly (several hundred KB) loads only when a programming
 * puzzle's activity is shown, never with the library or another experiment.
 */
export const BlocksActivity = lazy(() => import('./BlocksActivity.tsx'));

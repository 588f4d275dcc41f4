import { existsSync } from 'node:fs';

/** The suite runs against the production build; say so plainly when it is missing. */
export default function globalSetup(): void {
  if (!existsSync('dist/index.html')) {
    throw new Error('No production build: run "npm run build" before the end-to-end tests.');
  }
}

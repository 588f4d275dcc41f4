import { existsSync, rmSync } from 'node:fs';
import { E2E_ROOT } from './workerServer.ts';

/** The suite runs against the production build; say so plainly when it is missing. Each run starts with no worker's database. */
export default function globalSetup(): void {
  if (!existsSync('dist/index.html')) {
    throw new Error('No production build: run "npm run build" before the end-to-end tests.');
  }
  rmSync(E2E_ROOT, { recursive: true, force: true });
}

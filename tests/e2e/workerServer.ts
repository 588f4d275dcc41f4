import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where the per-worker copies of the build and the databases live; globalSetup empties it before a run. */
export const E2E_ROOT = '.bench/e2e';
const FIRST_PORT = 4300;
const START_TIMEOUT_MS = 60_000;

export type WorkerServer = {
  origin: string;
  /** The worker's copy of the build: a test may play "a newer version" by changing it. */
  distDir: string;
  /** The worker's database folder (etkilab.sqlite), fresh for every worker. */
  dataDir: string;
  stop: () => Promise<void>;
};

/** The folder of one worker's build copy and database. */
export const workerFolder = (workerIndex: number): string => path.join(E2E_ROOT, `worker-${workerIndex}`);

/**
 * Starts the reference server for one Playwright worker: its own port, a copy of `dist/` and an empty
 * data folder that the server seeds on start. Rate limits count per server, so two workers signing in
 * at once never meet each other's limits.
 */
export async function startWorkerServer(workerIndex: number): Promise<WorkerServer> {
  const folder = workerFolder(workerIndex);
  const distDir = path.join(folder, 'dist');
  const dataDir = path.join(folder, 'data');
  rmSync(folder, { recursive: true, force: true });
  cpSync('dist', distDir, { recursive: true });
  const port = FIRST_PORT + workerIndex;
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/index.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The e2e server on port ${port} did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sunucu hazır')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e server on port ${port} stopped (${code}):\n${output}`));
    });
  });
  return {
    origin: `http://localhost:${port}`,
    distDir,
    dataDir,
    async stop() {
      // tsx runs the server in a child process: signal the whole group.
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

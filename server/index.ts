import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
// API_ONLY=1 serves just /api (for `npm run dev`, where Vite serves the app).
const distDir = process.env.API_ONLY === '1' ? undefined : path.resolve(root, process.env.DIST_DIR ?? 'dist');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');

const apiOrigin = process.env.VITE_API_BASE ? new URL(process.env.VITE_API_BASE).origin : undefined;
const app = await buildServer({ distDir, dataDir, logger: process.env.LOG === '1', apiOrigin });
await app.listen({ port, host });
console.log(`Sunucu hazır: http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

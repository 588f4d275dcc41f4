/**
 * Regenerates src/routeTree.gen.ts from src/routes without a full build,
 * with the same settings as the router plugin in vite.config.ts.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig(
  {
    target: 'react',
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
    routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
  },
  root,
);
await new Generator({ config, root }).run();
console.log('routeTree.gen.ts up to date');

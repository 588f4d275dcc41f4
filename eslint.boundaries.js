import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The import boundaries of docs/architecture.md#layers-and-boundaries and of the server's modules (docs/architecture.md#the-server)
 * as `import-x/no-restricted-paths` zones, built from the folders that exist so a new feature or server module is covered the
 * day it is created.
 */
export function importBoundaries(root) {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  const serverModules = readdirSync(join(root, 'server/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  /**
   * Globs for the server's files outside one module: the server's own (app.ts, seed/, hostile/…), those
   * beside the modules but the route registrar (server/modules/index.ts, which has a zone of its own),
   * and every other module's. Without `tests`, test code is left out: *.test.ts files and test kits.
   */
  const outsideModule = (module, { tests }) => {
    const name = tests ? '*.ts' : '!(*.test|testKit).ts';
    return [
      `./server/${name}`,
      `./server/!(modules)/**/${name}`,
      tests ? './server/modules/!(index).ts' : './server/modules/!(index|*.test).ts',
      ...serverModules.filter((other) => other !== module).map((other) => `./server/modules/${other}/**/${name}`),
    ];
  };

  /**
   * A server module is reached through its index.ts, from the server and from tests/ alike; its testKit.ts
   * is for tests; the registrar takes its routes.ts.
   */
  const serverModuleZones = (module) => [
    {
      target: [...outsideModule(module, { tests: true }), './tests'],
      from: `./server/modules/${module}`,
      except: ['./index.ts', './testKit.ts'],
      message: `Import the "${module}" server module through its index.ts (its public surface), not its files.`,
    },
    {
      target: outsideModule(module, { tests: false }),
      from: `./server/modules/${module}/testKit.ts`,
      message: `The "${module}" module's testKit.ts is for tests: only *.test.ts files and other test kits import it.`,
    },
    {
      target: './server/modules/index.ts',
      from: `./server/modules/${module}`,
      except: ['./index.ts', './routes.ts'],
      message: `The route registrar takes the "${module}" module's routes from its routes.ts, and anything else through its index.ts.`,
    },
  ];

  const throughIndexOnly = (target, feature) => ({
    target,
    from: `./src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import the "${feature}" feature through its index.ts (its public surface), not its files.`,
  });

  return [
    {
      target: './src/shared',
      from: ['./src/features', './src/app', './src/routes'],
      message: 'shared/ is the bottom layer: it imports no feature, app or route code.',
    },
    {
      target: './src/features',
      from: ['./src/app', './src/routes'],
      message: 'Features sit below app/ and routes/: navigate with typed links instead of importing them.',
    },
    { target: './src/app', from: './src/routes', message: 'app/ sits below routes/.' },
    ...serverModules.flatMap(serverModuleZones),
    // A route file reads a feature's route.ts (search parsing, heads, loaders), its screens and its public surface.
    ...features.map((feature) => ({
      target: './src/routes',
      from: `./src/features/${feature}`,
      except: ['./route.ts', './index.ts', './components'],
      message: `A route reads the "${feature}" feature through its route.ts (or renders one of its components), not its other files.`,
    })),
    ...features.flatMap((feature) => [
      throughIndexOnly('./src/app', feature),
      ...features.filter((other) => other !== feature).map((other) => throughIndexOnly(`./src/features/${feature}`, other)),
    ]),
    {
      target: './sw',
      from: './src',
      except: [
        './shared/offline/swMessages.ts',
        './shared/offline/cacheNames.ts',
        './shared/offline/retryPolicy.ts',
        './shared/api/contract.ts',
        './shared/config/renderedPages.ts',
      ],
      message:
        "The service worker imports only the framework-free page↔worker protocol, the outboxes' retry rule, the API contract and the rendered pages' paths.",
    },
    {
      target: './server',
      from: './src',
      except: [
        './shared/api/contract.ts',
        './shared/api/classroom.ts',
        './shared/api/progress.ts',
        './shared/api/assistant.ts',
        './shared/api/announcements.ts',
        './shared/api/shipping.ts',
        './shared/api/schoolAnalytics.ts',
        './shared/api/teachers.ts',
        './shared/api/privacy.ts',
        './shared/api/guardians.ts',
        './shared/api/notifications.ts',
        './shared/api/schoolCalendar.ts',
        './shared/progress',
        './shared/announcements',
        './shared/shipping',
        './shared/analytics',
        './shared/classroom',
        './shared/fields',
        './shared/config/renderedPages.ts',
        './shared/config/earlyActionScript.ts',
        './shared/config/startAfterPaintScript.ts',
        './shared/config/signedInHomeScript.ts',
      ],
      message:
        "The server imports only the API contract (shared/api: contract, classroom, progress, assistant, announcements, shipping, teachers, schoolAnalytics, privacy, notifications, guardians, schoolCalendar) and the framework-free rules it names (shared/progress, shared/announcements, shared/shipping, shared/analytics, shared/classroom, shared/fields, the rendered pages' paths in shared/config/renderedPages and their three inline scripts in shared/config/earlyActionScript, startAfterPaintScript and signedInHomeScript).",
    },
  ];
}

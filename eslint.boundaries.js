import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The import boundaries of docs/architecture.md#layers-and-boundaries as `import-x/no-restricted-paths` zones, built from the
 * folders that exist so a new feature is covered the day it is created.
 */
export function importBoundaries(root) {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

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
    ...features.flatMap((feature) => [
      throughIndexOnly('./src/app', feature),
      ...features.filter((other) => other !== feature).map((other) => throughIndexOnly(`./src/features/${feature}`, other)),
    ]),
    {
      target: './sw',
      from: './src',
      except: ['./shared/offline/swMessages.ts', './shared/offline/cacheNames.ts', './shared/offline/retryPolicy.ts', './shared/api/contract.ts', './shared/config/renderedPages.ts'],
      message: 'The service worker imports only the framework-free page↔worker protocol, the outboxes\' retry rule, the API contract and the rendered pages\' paths.',
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
        'The server imports only the API contract (shared/api: contract, classroom, progress, assistant, announcements, shipping, teachers, schoolAnalytics, privacy, notifications, guardians, schoolCalendar) and the framework-free rules it names (shared/progress, shared/announcements, shared/shipping, shared/analytics, shared/classroom, shared/fields, the rendered pages\' paths in shared/config/renderedPages and their three inline scripts in shared/config/earlyActionScript, startAfterPaintScript and signedInHomeScript).',
    },
  ];
}

// First: the rest of the entry is evaluated with stack traces off (see the module).
import { resumeErrorStacks } from '@/app/boot/pauseErrorStacks.ts';
import '@/shared/styles/global.css.ts';
import { startApp } from '@/app/boot/startApp.tsx';
import { wireSession } from '@/app/sessionWiring.ts';
import { registerServiceWorker } from '@/shared/offline/serviceWorker.ts';
import { watchStoragePersistence } from '@/shared/offline/storagePersistence.ts';

resumeErrorStacks();
wireSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The worker's precache waits for the first page to be working (serviceWorker.ts).
registerServiceWorker(startApp(container));
watchStoragePersistence();

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/styles/global.css.ts';
import { App } from '@/app/App.tsx';
import { wireSession } from '@/app/sessionWiring.ts';
import { registerServiceWorker } from '@/shared/offline/serviceWorker.ts';
import { watchStoragePersistence } from '@/shared/offline/storagePersistence.ts';

wireSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A transition lets React yield between components, so the first render does not block input
// on slow school tablets (the static spinner in index.html stays until it commits).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
watchStoragePersistence();

import { describe, expect, it, vi } from 'vitest';
import { trackedOutcomes } from './curriculum.ts';
import { loadExperimentPage, loadKitPage } from './pages.ts';
import type * as LoadExperimentModule from './loadExperiment.ts';

// Offline with its pack not downloaded, an experiment's files do not load (the browser's own error).
vi.mock('./loadExperiment.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadExperimentModule>();
  return {
    ...actual,
    loadExperiment: (id: string) =>
      id === 'melting-ice' ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : actual.loadExperiment(id),
  };
});

describe('loadKitPage', () => {
  it('finds the kit at the id, for the head and the screen', async () => {
    const page = await loadKitPage('electric-circuits');
    expect(page.kit?.id).toBe('electric-circuits');
    expect(page.found).toBe(true);
  });

  it('finds none at an unknown id, and the head says so', async () => {
    const page = await loadKitPage('no-such-kit');
    expect(page.kit).toBeUndefined();
    expect(page).toMatchObject({ found: false, title: 'Deney seti bulunamadı' });
  });
});

describe('loadExperimentPage', () => {
  it('brings the experiment with the outcomes its answers count towards, so the route needs no curriculum of its own', async () => {
    const page = await loadExperimentPage('simple-circuit');
    expect(page.experiment?.id).toBe('simple-circuit');
    expect(page.outcomes).not.toEqual([]);
    expect(page.outcomes).toEqual(trackedOutcomes(page.experiment!));
  });

  it('finds none at an unknown id', async () => {
    expect(await loadExperimentPage('no-such-experiment')).toMatchObject({ found: false, title: 'Deney bulunamadı' });
  });

  it('says an experiment whose files would not load is not on this device, named for its pack, rather than not found', async () => {
    const page = await loadExperimentPage('melting-ice');
    expect(page).toMatchObject({ found: true, title: 'Buz Erirken Sıcaklık Ne Olur?', notOnDevice: { id: 'melting-ice', subject: 'science' } });
    expect(page.experiment).toBeUndefined();
  });
});

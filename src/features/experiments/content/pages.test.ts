import { describe, expect, it } from 'vitest';
import { trackedOutcomes } from './curriculum.ts';
import { loadExperimentPage, loadKitPage } from './pages.ts';

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
});

import { describe, expect, it, vi } from 'vitest';
import { whenAlreadyBroken } from './brokenImage.ts';

const image = (complete: boolean, naturalWidth: number) => ({ complete, naturalWidth }) as HTMLImageElement;

describe('whenAlreadyBroken', () => {
  it('reports a picture whose load already failed, and only that', () => {
    const onBroken = vi.fn();
    const ref = whenAlreadyBroken(onBroken);
    ref(image(true, 120));
    ref(image(false, 0));
    ref(null);
    expect(onBroken).not.toHaveBeenCalled();
    ref(image(true, 0));
    expect(onBroken).toHaveBeenCalledTimes(1);
  });
});

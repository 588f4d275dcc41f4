/**
 * A ref callback for an <img> that has a fallback: on a page rendered at build time the browser may
 * have failed to load the picture before React hydrated and attached `onError`, so the failure is read
 * from the element itself when React takes it over. (A lazy picture not yet asked for is not `complete`.)
 */
export function whenAlreadyBroken(onBroken: () => void) {
  return (image: HTMLImageElement | null): void => {
    if (image?.complete && image.naturalWidth === 0) onBroken();
  };
}

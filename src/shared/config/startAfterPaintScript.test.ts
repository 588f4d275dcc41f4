import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_AFTER_PAINT_SCRIPT } from './startAfterPaintScript.ts';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A stand-in for the browser's paint timing: `paint(name)` reports one paint entry. */
function fakePaintTiming() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const callback of [...observers]) {
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => observers.splice(observers.indexOf(callback), 1) });
      }
    },
  };
}

/** Runs the script exactly as the page does: the very text the CSP allows. */
const runScript = () => new Function(START_AFTER_PAINT_SCRIPT)();
const entryScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute('src'));
const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

beforeEach(() => {
  document.head.innerHTML = '<meta name="app-entry" content="/assets/index-abc1234.js">';
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  document.head.innerHTML = '';
});

describe("the rendered pages' start-after-paint script", () => {
  it('asks for the entry once the page has painted its first content, and only once', () => {
    const timing = fakePaintTiming();
    runScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual([]);

    // The background painted is not yet the page.
    timing.paint('first-paint');
    expect(entryScripts()).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(entryScripts()).toEqual(['/assets/index-abc1234.js']);
    const script = document.head.querySelector('script');
    expect(script?.crossOrigin).toBe('');

    timing.paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts a page opened out of sight, which is not painted until shown, once it is read', () => {
    fakePaintTiming();
    setVisibility('hidden');
    runScript();
    expect(entryScripts()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual(['/assets/index-abc1234.js']);
  });

  it('starts a page hidden before its first paint (the tab switched away) at once', () => {
    fakePaintTiming();
    runScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toEqual(['/assets/index-abc1234.js']);
  });

  it('starts at load in a browser that cannot say when it painted', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(entryScripts()).toEqual(['/assets/index-abc1234.js']);
  });
});

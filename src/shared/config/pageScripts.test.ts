import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPTS_ID, START_AFTER_FIRST_PAINT, TAKE_EARLY_ACTION, type EarlyActionWindow } from './pageScripts.ts';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A PerformanceObserver that reports paints when the test says so. */
function fakePaintObserver() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    for (const callback of [...observers]) callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, { disconnect: () => observers.splice(observers.indexOf(callback), 1) });
  };
}

/** Runs the loader exactly as the page's inline script does: the very text the CSP allows. */
function runLoader() {
  new Function(START_AFTER_FIRST_PAINT)();
}

const appScripts = () => [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"entry":"/assets/index-1.js","preload":["/assets/blog-2.js"]}</script>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  // The loader's listeners stay on the document until taken.
  (window as EarlyActionWindow)[TAKE_EARLY_ACTION]?.();
  delete (window as EarlyActionWindow)[TAKE_EARLY_ACTION];
});

describe('the rendered pages\' loader', () => {
  it('asks for the entry and the page\'s chunks only once the page has painted', () => {
    const paint = fakePaintObserver();
    runLoader();
    paint('first-paint');
    vi.runAllTimers();
    expect(appScripts()).toEqual([]);

    paint('first-contentful-paint');
    expect(appScripts()).toEqual([]);
    vi.runAllTimers();
    expect(appScripts()).toEqual(['/assets/index-1.js', '/assets/blog-2.js']);
  });

  it('waits for a frame where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    runLoader();
    vi.runAllTimers();
    expect(appScripts()).toEqual([]);
    frames.forEach((run) => run());
    vi.runAllTimers();
    expect(appScripts()).toEqual(['/assets/index-1.js', '/assets/blog-2.js']);
  });

  it('remembers the last button tapped until the app takes it', () => {
    fakePaintObserver();
    document.body.innerHTML = '<button type="button" id="a">A</button><button id="b"><span>B</span></button><button type="button" id="c">C</button>';
    runLoader();
    const tap = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();

    tap('#a');
    tap('#b span');
    const take = (window as EarlyActionWindow)[TAKE_EARLY_ACTION];
    expect(take?.()).toEqual({ tap: document.getElementById('b') });
    tap('#c');
    expect(take?.()).toEqual({ tap: document.getElementById('b') });
  });

  it('holds back a form sent before the app started, so the page stays and its fields stay out of the address', () => {
    fakePaintObserver();
    document.body.innerHTML = '<form id="f"><input name="email" value="veli@ornek.example"><button id="send">Abone ol</button></form>';
    runLoader();
    const form = document.getElementById('f') as HTMLFormElement;
    let leftThePage = true;
    form.addEventListener('submit', (event) => {
      leftThePage = !event.defaultPrevented;
    });

    document.getElementById('send')?.click();
    expect(leftThePage).toBe(false);
    expect((window as EarlyActionWindow)[TAKE_EARLY_ACTION]?.()).toEqual({ submit: form, submitter: document.getElementById('send') });

    document.getElementById('send')?.click();
    expect(leftThePage).toBe(true);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ACTION_SCRIPT, TAKE_EARLY_ACTION, type EarlyActionWindow } from './earlyActionScript.ts';

/** Runs the script exactly as the page does: the very text the CSP allows. */
function runScript() {
  new Function(EARLY_ACTION_SCRIPT)();
}

afterEach(() => {
  document.body.innerHTML = '';
  // The script's listeners stay on the document until taken.
  (window as EarlyActionWindow)[TAKE_EARLY_ACTION]?.();
  delete (window as EarlyActionWindow)[TAKE_EARLY_ACTION];
});

describe("the rendered pages' early-action script", () => {
  it('remembers the last button tapped until the app takes it', () => {
    document.body.innerHTML = '<button type="button" id="a">A</button><button id="b"><span>B</span></button><button type="button" id="c">C</button>';
    runScript();
    const tap = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();

    tap('#a');
    tap('#b span');
    const take = (window as EarlyActionWindow)[TAKE_EARLY_ACTION];
    expect(take?.()).toEqual({ tap: document.getElementById('b') });
    tap('#c');
    expect(take?.()).toEqual({ tap: document.getElementById('b') });
  });

  it('holds back a form sent before the app started, so the page stays and its fields stay out of the address', () => {
    document.body.innerHTML = '<form id="f"><input name="email" value="veli@ornek.example"><button id="send">Abone ol</button></form>';
    runScript();
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

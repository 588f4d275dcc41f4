import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAKE_EARLY_ACTION, type EarlyActionWindow } from '@/shared/config/earlyActionScript.ts';
import { takeEarlyAction } from './earlyAction.ts';
import { replayEarlyAction } from './replayEarlyAction.ts';

afterEach(() => {
  delete (window as EarlyActionWindow)[TAKE_EARLY_ACTION];
  document.body.innerHTML = '';
});

describe('what the visitor did before the app started', () => {
  it("is taken from the page's script, and is nothing on a page without it", () => {
    expect(takeEarlyAction()).toBeNull();
    const action = { tap: document.createElement('button') };
    (window as EarlyActionWindow)[TAKE_EARLY_ACTION] = () => action;
    expect(takeEarlyAction()).toBe(action);
  });

  it('taps a button again only while it is on the page and can be tapped', () => {
    document.body.innerHTML = '<button type="button">Cam şişe</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);

    replayEarlyAction({ tap: button });
    expect(onClick).toHaveBeenCalledTimes(1);
    button.disabled = true;
    replayEarlyAction({ tap: button });
    button.disabled = false;
    button.remove();
    replayEarlyAction({ tap: button });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('sends a held-back form again, by the same button, once and only while it is on the page', () => {
    document.body.innerHTML = '<form><input name="email" value="veli@ornek.example"><button name="kind" value="weekly">Abone ol</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const sent: Array<HTMLElement | null> = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event.submitter);
    });

    replayEarlyAction({ submit: form, submitter: button });
    form.remove();
    replayEarlyAction({ submit: form, submitter: button });
    expect(sent).toEqual([button]);
  });
});

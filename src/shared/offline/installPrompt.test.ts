import { describe, expect, it } from 'vitest';
import { needsIosInstallHint } from './installPrompt.ts';

const iPadSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('needsIosInstallHint', () => {
  it('shows on iPadOS Safari (Mac user agent with touch)', () => expect(needsIosInstallHint({ userAgent: iPadSafari, maxTouchPoints: 5 }, false)).toBe(true));
  it('shows on iPhone Safari', () => expect(needsIosInstallHint({ userAgent: iPhoneSafari, maxTouchPoints: 5 }, false)).toBe(true));
  it('not on a real Mac', () => expect(needsIosInstallHint({ userAgent: iPadSafari, maxTouchPoints: 0 }, false)).toBe(false));
  it('not once installed', () => {
    expect(needsIosInstallHint({ userAgent: iPhoneSafari, standalone: true }, false)).toBe(false);
    expect(needsIosInstallHint({ userAgent: iPhoneSafari }, true)).toBe(false);
  });
  it('not on Chrome for iOS, which cannot add to home screen the same way', () =>
    expect(needsIosInstallHint({ userAgent: iPhoneSafari.replace('Version/18.0', 'CriOS/130.0') }, false)).toBe(false));
  it('not on Android Chrome, which has its own prompt', () =>
    expect(needsIosInstallHint({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36', maxTouchPoints: 5 }, false)).toBe(false));
});

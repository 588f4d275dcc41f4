import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { angleKind, angleSolution, checkAngle, pointerAngle, rotate } from './angle.ts';

describe('angle maker', () => {
  it('names angles by size', () => {
    expect(angleKind(0)).toBe('zero');
    expect(angleKind(1)).toBe('acute');
    expect(angleKind(89)).toBe('acute');
    expect(angleKind(90)).toBe('right');
    expect(angleKind(91)).toBe('obtuse');
    expect(angleKind(180)).toBe('straight');
  });

  it('rotates within 0° and 180°', () => {
    expect(rotate(0, -1)).toBe(0);
    expect(rotate(175, 10)).toBe(180);
    expect(rotate(40, 10)).toBe(50);
  });

  it('turns a pointer position into an angle, keeping below the line at the nearer end', () => {
    expect(pointerAngle(10, 0)).toBe(0);
    expect(pointerAngle(0, 10)).toBe(90);
    expect(pointerAngle(-10, 10)).toBe(135);
    expect(pointerAngle(10, -3)).toBe(0);
    expect(pointerAngle(-10, -3)).toBe(180);
    expect(pointerAngle(0, 0)).toBe(0);
  });

  it('checks exact angles and kinds of angle', () => {
    const exact = { kind: 'exact', prompt: msg`55`, degrees: 55 } as const;
    expect(checkAngle(exact, 50).feedback).toBe('too-small');
    expect(checkAngle(exact, 60).feedback).toBe('too-big');
    expect(checkAngle(exact, 55).correct).toBe(true);
    const obtuse = { kind: 'type', prompt: msg`geniş`, angle: 'obtuse' } as const;
    expect(checkAngle(obtuse, 90).feedback).toBe('wrong-kind');
    expect(checkAngle(obtuse, angleSolution(obtuse)).correct).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ClockTask } from '../../content/manipulativeTypes.ts';
import {
  checkClock,
  clockAnswer,
  clockMinutes,
  clockTaskFits,
  clockTime,
  hourAt,
  hourWithCase,
  initialClock,
  minuteAt,
  setHourHand,
  setMinuteHand,
  turnClock,
} from './clock.ts';
import { manipulativeProblems } from './validate.ts';

describe('clock', () => {
  it('counts minutes after 12.00 and reads them back', () => {
    expect(clockMinutes(3, 30)).toBe(210);
    expect(clockMinutes(12, 15)).toBe(15);
    expect(clockTime(0)).toEqual({ hour: 12, minute: 0 });
    expect(clockTime(705)).toEqual({ hour: 11, minute: 45 });
    expect(turnClock(705, 30)).toBe(15);
    expect(turnClock(10, -15)).toBe(715);
  });

  it('turns the hour hand with the minute hand, the shorter way', () => {
    // 3.50 → minute hand to 10: on past 12 into 4.10.
    expect(clockTime(setMinuteHand(clockMinutes(3, 50), 10))).toEqual({ hour: 4, minute: 10 });
    // 4.10 → minute hand to 50: back into 3.50.
    expect(clockTime(setMinuteHand(clockMinutes(4, 10), 50))).toEqual({ hour: 3, minute: 50 });
    expect(clockTime(setHourHand(clockMinutes(4, 10), 9))).toEqual({ hour: 9, minute: 10 });
  });

  it('reads a point of the face as a minute or an hour', () => {
    expect(minuteAt(90, 5)).toBe(15);
    expect(minuteAt(93, 5)).toBe(15);
    expect(minuteAt(100, 15)).toBe(15);
    expect(minuteAt(355, 30)).toBe(0);
    expect(minuteAt(175, 30)).toBe(30);
    expect(hourAt(0)).toBe(12);
    expect(hourAt(95)).toBe(3);
    expect(hourAt(-30)).toBe(11);
  });

  it('says which hand is wrong', () => {
    const task: ClockTask = { kind: 'set', prompt: msg`3.30`, hour: 3, minute: 30 };
    expect(initialClock(task)).toBe(0);
    expect(checkClock(task, clockMinutes(3, 0)).feedback).toBe('minute');
    expect(checkClock(task, clockMinutes(4, 30)).feedback).toBe('hour');
    expect(checkClock(task, clockMinutes(3, 30)).correct).toBe(true);
    expect(initialClock({ ...task, hour: 12, minute: 0 })).toBe(180);
  });

  it('finds the time some minutes later, across 12', () => {
    const task: ClockTask = { kind: 'later', prompt: msg`later`, from: { hour: 11, minute: 45 }, minutes: 30 };
    expect(clockTime(clockAnswer(task))).toEqual({ hour: 12, minute: 15 });
    expect(checkClock(task, initialClock(task)).correct).toBe(false);
  });

  it('writes Turkish case endings after an hour', () => {
    expect(hourWithCase(3, 'accusative')).toBe('3’ü');
    expect(hourWithCase(6, 'accusative')).toBe('6’yı');
    expect(hourWithCase(12, 'accusative')).toBe('12’yi');
    expect(hourWithCase(9, 'dative')).toBe('9’a');
    expect(hourWithCase(4, 'dative')).toBe('4’e');
    expect(hourWithCase(2, 'dative')).toBe('2’ye');
  });

  it('is checked by the content tests', () => {
    expect(clockTaskFits({ kind: 'set', prompt: msg`x`, hour: 3, minute: 15 }, { minuteStep: 30 })).toBe(false);
    expect(
      manipulativeProblems({
        type: 'clock',
        minuteStep: 30,
        tasks: [
          { kind: 'set', prompt: msg`a`, hour: 3, minute: 30 },
          { kind: 'set', prompt: msg`b`, hour: 3, minute: 15 },
          { kind: 'later', prompt: msg`c`, from: { hour: 2, minute: 0 }, minutes: 720 },
        ],
      }),
    ).toEqual(['clock task 2: time not on the clock’s steps', 'clock task 3: solved at start']);
  });
});

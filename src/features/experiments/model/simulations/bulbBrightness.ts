/** One kit battery (R6/AA): 1.5 volts. */
const BATTERY_VOLTS = 1.5;
export const MAX_BATTERIES = 3;
export const MAX_BULBS = 3;

export type BulbConnection = 'series' | 'parallel';

export type BrightnessResult = {
  volts: number;
  /** Current through each bulb, 1 = one battery with one bulb. */
  currentPerBulb: number;
  /** Current the batteries give, 1 = one battery with one bulb: more current, batteries run down sooner. */
  batteryCurrent: number;
  /** Light of each bulb, 1 = one battery with one bulb. */
  brightness: number;
  /** 1 (very dim) … 5 (very bright), for the picture and the word. */
  level: 1 | 2 | 3 | 4 | 5;
};

/**
 * Identical bulbs treated as equal fixed resistances R, batteries in series.
 * Ohm's law in simple terms: current = voltage ÷ resistance. In series the
 * bulbs share the voltage (current n/m); in parallel each bulb gets all of it
 * (current n). A bulb's light grows with current × voltage across it.
 */
export function bulbBrightness(batteries: number, bulbs: number, connection: BulbConnection): BrightnessResult {
  if (!Number.isInteger(batteries) || batteries < 1 || batteries > MAX_BATTERIES) throw new RangeError('batteries out of range');
  if (!Number.isInteger(bulbs) || bulbs < 1 || bulbs > MAX_BULBS) throw new RangeError('bulbs out of range');
  const currentPerBulb = connection === 'series' ? batteries / bulbs : batteries;
  const batteryCurrent = connection === 'series' ? currentPerBulb : currentPerBulb * bulbs;
  const brightness = currentPerBulb * currentPerBulb;
  return { volts: batteries * BATTERY_VOLTS, currentPerBulb, batteryCurrent, brightness, level: brightnessLevel(brightness) };
}

function brightnessLevel(brightness: number): BrightnessResult['level'] {
  if (brightness < 0.2) return 1;
  if (brightness < 0.6) return 2;
  if (brightness < 1.5) return 3;
  if (brightness < 5) return 4;
  return 5;
}

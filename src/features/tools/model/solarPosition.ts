import { Body, Equator, Horizon, Observer, SearchHourAngle, SearchRiseSet } from 'astronomy-engine';
import type { GeoPoint } from './turkishCities.ts';
import { startOfTurkeyDay, turkeyHourOfDay } from './turkeyTime.ts';

const observerAt = (place: GeoPoint): Observer => new Observer(place.latitude, place.longitude, 0);

/**
 * Altitude of a body's centre above the horizon in degrees, without atmospheric
 * refraction: the geometric angle the physics (air mass, shadows) needs.
 */
export function bodyAltitude(body: Body, date: Date, place: GeoPoint): number {
  const observer = observerAt(place);
  const equatorial = Equator(body, date, observer, true, true);
  return Horizon(date, observer, equatorial.ra, equatorial.dec).altitude;
}

export const sunAltitude = (date: Date, place: GeoPoint): number => bodyAltitude(Body.Sun, date, place);

export type SunSample = {
  /** Hours since midnight, Turkey time. */
  hour: number;
  time: Date;
  /** Degrees above the horizon (negative: below it). */
  altitude: number;
};

/** The Sun's altitude through a Turkish day ("YYYY-MM-DD"), every `stepMinutes`. */
export function sunDay(dateKey: string, place: GeoPoint, stepMinutes = 10): SunSample[] {
  const start = startOfTurkeyDay(dateKey).getTime();
  const samples: SunSample[] = [];
  for (let minute = 0; minute <= 24 * 60; minute += stepMinutes) {
    const time = new Date(start + minute * 60_000);
    samples.push({ hour: minute / 60, time, altitude: sunAltitude(time, place) });
  }
  return samples;
}

export type SunEvents = {
  /** Null on a day the Sun does not rise or set (never in Türkiye). */
  sunrise: Date | null;
  sunset: Date | null;
  /** Solar noon: the Sun crosses the meridian, highest in the sky. */
  noon: Date;
  noonHour: number;
  noonAltitude: number;
};

/** Sunrise, solar noon and sunset of a Turkish day. */
export function sunEvents(dateKey: string, place: GeoPoint): SunEvents {
  const observer = observerAt(place);
  const start = startOfTurkeyDay(dateKey);
  const noon = SearchHourAngle(Body.Sun, observer, 0, start).time.date;
  const sunrise = SearchRiseSet(Body.Sun, observer, +1, start, 1)?.date ?? null;
  const sunset = SearchRiseSet(Body.Sun, observer, -1, start, 1)?.date ?? null;
  return { sunrise, sunset, noon, noonHour: turkeyHourOfDay(noon), noonAltitude: sunAltitude(noon, place) };
}

import { Body, EclipseKind, NextLocalSolarEclipse, Observer, SearchLocalSolarEclipse, type EclipseEvent, type LocalSolarEclipseInfo } from 'astronomy-engine';
import { bodyAltitude } from '../solarPosition.ts';
import type { GeoPoint } from '../turkishCities.ts';
import type { LunarEclipse, SolarEclipse } from './eclipses.ts';

export type ContactId = 'penumbralBegin' | 'partialBegin' | 'totalBegin' | 'peak' | 'totalEnd' | 'partialEnd' | 'penumbralEnd';

export type Contact = {
  id: ContactId;
  time: Date;
  /** Altitude of the Sun (solar) or the Moon (lunar) at that moment, in degrees. */
  altitude: number;
};

/** 'full': above the horizon the whole time; 'partly': it rises or sets during the eclipse. */
type Visibility = 'full' | 'partly' | 'none';

export type LocalSolar = {
  visibility: Visibility;
  /** How the eclipse looks from here, which can differ from its global type. */
  localKind: 'total' | 'annular' | 'partial' | null;
  /** Fraction of the Sun's disc covered at the local peak, 0–1. */
  obscuration: number;
  contacts: Contact[];
};

export type LocalLunar = {
  visibility: Visibility;
  contacts: Contact[];
};

const DAY_MS = 86_400_000;

const visibilityOf = (contacts: readonly Contact[]): Visibility => {
  const above = contacts.filter((contact) => contact.altitude > 0).length;
  return above === contacts.length ? 'full' : above > 0 ? 'partly' : 'none';
};

const toContact = (id: ContactId, event: EclipseEvent): Contact => ({ id, time: event.time.date, altitude: event.altitude });

const localKindOf = (kind: EclipseKind): LocalSolar['localKind'] =>
  kind === EclipseKind.Total ? 'total' : kind === EclipseKind.Annular ? 'annular' : 'partial';

const NOT_SEEN: LocalSolar = { visibility: 'none', localKind: null, obscuration: 0, contacts: [] };

/**
 * Local circumstances of each solar eclipse for one place. astronomy-engine
 * walks the eclipses that are at least partly above this horizon; a global
 * eclipse with no local match within a day is not seen from here at all.
 */
export function localSolarCircumstances(eclipses: readonly SolarEclipse[], place: GeoPoint): LocalSolar[] {
  const first = eclipses[0];
  const last = eclipses[eclipses.length - 1];
  if (!first || !last) return [];
  const observer = new Observer(place.latitude, place.longitude, 0);
  const seen: LocalSolarEclipseInfo[] = [];
  for (
    let info = SearchLocalSolarEclipse(new Date(first.peak.getTime() - DAY_MS), observer);
    info.peak.time.date.getTime() < last.peak.getTime() + DAY_MS;
    info = NextLocalSolarEclipse(info.peak.time, observer)
  ) {
    seen.push(info);
  }
  return eclipses.map((eclipse) => {
    const info = seen.find((local) => Math.abs(local.peak.time.date.getTime() - eclipse.peak.getTime()) < DAY_MS);
    if (!info) return NOT_SEEN;
    const contacts = [
      toContact('partialBegin', info.partial_begin),
      ...(info.total_begin ? [toContact('totalBegin', info.total_begin)] : []),
      toContact('peak', info.peak),
      ...(info.total_end ? [toContact('totalEnd', info.total_end)] : []),
      toContact('partialEnd', info.partial_end),
    ];
    return { visibility: visibilityOf(contacts), localKind: localKindOf(info.kind), obscuration: info.obscuration, contacts };
  });
}

/** Contact times of a lunar eclipse (the same for the whole night side) and the Moon's altitude here at each. */
export function localLunarCircumstances(eclipse: LunarEclipse, place: GeoPoint): LocalLunar {
  const peak = eclipse.peak.getTime();
  const at = (minutes: number) => new Date(peak + minutes * 60_000);
  const { penumbral, partial, total } = eclipse.semiDurations;
  const phases: [ContactId, number][] = [
    ['penumbralBegin', -penumbral],
    ['partialBegin', -partial],
    ['totalBegin', -total],
    ['peak', 0],
    ['totalEnd', total],
    ['partialEnd', partial],
    ['penumbralEnd', penumbral],
  ];
  // A phase with no duration (e.g. no totality) has no contacts.
  const present = phases.filter(([id, minutes]) => id === 'peak' || minutes !== 0);
  const contacts = present.map(([id, minutes]) => ({ id, time: at(minutes), altitude: bodyAltitude(Body.Moon, at(minutes), place) }));
  // The faint penumbral fringe is hard to see; judge by the umbral phase when there is one.
  const judged = partial > 0 ? contacts.filter((contact) => contact.id !== 'penumbralBegin' && contact.id !== 'penumbralEnd') : contacts;
  return { visibility: visibilityOf(judged), contacts };
}

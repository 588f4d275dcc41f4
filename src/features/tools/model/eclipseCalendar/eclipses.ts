import { EclipseKind, NextGlobalSolarEclipse, NextLunarEclipse, SearchGlobalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import { isHybrid } from './hybrid.ts';

export type SolarKind = 'total' | 'annular' | 'hybrid' | 'partial';
export type LunarKind = 'total' | 'partial' | 'penumbral';

export type SolarEclipse = {
  body: 'sun';
  kind: SolarKind;
  /** Greatest eclipse somewhere on the Earth. */
  peak: Date;
};

export type LunarEclipse = {
  body: 'moon';
  kind: LunarKind;
  peak: Date;
  /** Half-durations of the penumbral, partial (umbral) and total phases, in minutes (0 when there is none). */
  semiDurations: { penumbral: number; partial: number; total: number };
};

export type Eclipse = SolarEclipse | LunarEclipse;

const solarKind = (kind: EclipseKind): SolarKind => (kind === EclipseKind.Total ? 'total' : kind === EclipseKind.Annular ? 'annular' : 'partial');

const lunarKind = (kind: EclipseKind): LunarKind => (kind === EclipseKind.Total ? 'total' : kind === EclipseKind.Partial ? 'partial' : 'penumbral');

export const addYears = (date: Date, years: number): Date => {
  const end = new Date(date.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
};

/** Solar eclipses whose peak falls in [start, end), computed locally by astronomy-engine. */
export function solarEclipsesBetween(start: Date, end: Date): SolarEclipse[] {
  const found: SolarEclipse[] = [];
  for (let info = SearchGlobalSolarEclipse(start); info.peak.date < end; info = NextGlobalSolarEclipse(info.peak)) {
    const kind = info.kind === EclipseKind.Total && isHybrid(info.peak) ? 'hybrid' : solarKind(info.kind);
    found.push({ body: 'sun', kind, peak: info.peak.date });
  }
  return found;
}

/** Lunar eclipses (penumbral ones too) whose peak falls in [start, end). */
export function lunarEclipsesBetween(start: Date, end: Date): LunarEclipse[] {
  const found: LunarEclipse[] = [];
  for (let info = SearchLunarEclipse(start); info.peak.date < end; info = NextLunarEclipse(info.peak)) {
    found.push({
      body: 'moon',
      kind: lunarKind(info.kind),
      peak: info.peak.date,
      semiDurations: { penumbral: info.sd_penum, partial: info.sd_partial, total: info.sd_total },
    });
  }
  return found;
}

/** Every solar and lunar eclipse from `start` for `years` years, in date order. */
export function upcomingEclipses(start: Date, years = 10): Eclipse[] {
  const end = addYears(start, years);
  return [...solarEclipsesBetween(start, end), ...lunarEclipsesBetween(start, end)].sort((a, b) => a.peak.getTime() - b.peak.getTime());
}

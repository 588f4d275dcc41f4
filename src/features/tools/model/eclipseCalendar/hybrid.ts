import { Body, GeoMoon, GeoVector, type AstroTime } from 'astronomy-engine';

const KM_PER_AU = 1.495978707e8;
const SUN_RADIUS_KM = 695_700;
const MOON_RADIUS_KM = 1737.4;
const EARTH_RADIUS_KM = 6378.14;

/**
 * Radius in km of the Moon's umbra where the shadow axis first meets the Earth
 * (positive: the umbra reaches the ground, a total eclipse there; negative: only
 * the antumbra does, an annular one). Null when the axis misses the Earth.
 */
function umbraRadiusOnEarth(time: AstroTime): number | null {
  const sun = GeoVector(Body.Sun, time, true);
  const moon = GeoMoon(time);
  // The shadow axis: from the Moon, away from the Sun, in units of the Sun–Moon distance.
  const dx = moon.x - sun.x;
  const dy = moon.y - sun.y;
  const dz = moon.z - sun.z;
  const radius = EARTH_RADIUS_KM / KM_PER_AU;
  const a = dx * dx + dy * dy + dz * dz;
  const b = 2 * (moon.x * dx + moon.y * dy + moon.z * dz);
  const c = moon.x * moon.x + moon.y * moon.y + moon.z * moon.z - radius * radius;
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return null;
  const u = (-b - Math.sqrt(discriminant)) / (2 * a);
  return SUN_RADIUS_KM - (1 + u) * (SUN_RADIUS_KM - MOON_RADIUS_KM);
}

/** Minutes from the peak to the moment the shadow axis leaves the Earth's limb (direction −1: before, +1: after). */
function limbMinutes(peak: AstroTime, direction: -1 | 1): number {
  let inside = 0;
  let outside = direction * 240;
  for (let i = 0; i < 30; i += 1) {
    const middle = (inside + outside) / 2;
    if (umbraRadiusOnEarth(peak.AddDays(middle / 1440)) === null) outside = middle;
    else inside = middle;
  }
  return inside;
}

/**
 * A central eclipse is hybrid when it is total at its peak but the Earth's
 * curvature puts the ends of the track just beyond the umbra's tip, where it is
 * annular (e.g. 20 April 2023, 14 November 2031). The ends are the farthest
 * points from the Moon, so checking them settles it.
 */
export function isHybrid(peak: AstroTime): boolean {
  const atPeak = umbraRadiusOnEarth(peak);
  if (atPeak === null || atPeak <= 0) return false;
  return ([-1, 1] as const).some((direction) => {
    const atLimb = umbraRadiusOnEarth(peak.AddDays(limbMinutes(peak, direction) / 1440));
    return atLimb !== null && atLimb < 0;
  });
}

import type { ReactNode } from 'react';
import type { IllustrationId } from '../../content/historicalEarthBeliefs/timeline.ts';

const SKY = '#dbeafe';
const SEA = '#3b82c4';
const LAND = '#8fbf5a';
const INK = '#1b2a22';
const SUN = '#f5b700';

function Frame({ children, background = SKY }: { children: ReactNode; background?: string }) {
  return (
    <svg viewBox="0 0 160 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="160" height="100" rx="10" fill={background} />
      {children}
    </svg>
  );
}

const sunRays = (x: number, y: number) =>
  [0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
    const r = (angle * Math.PI) / 180;
    return (
      <line key={angle} x1={x + 11 * Math.cos(r)} y1={y + 11 * Math.sin(r)} x2={x + 16 * Math.cos(r)} y2={y + 16 * Math.sin(r)} stroke={SUN} strokeWidth="2" />
    );
  });

/** Babylonian map of the world: a disc of land, a ring of ocean, the sky as a dome. */
const babylon = (
  <Frame background="#f3e3c3">
    <path d="M20 78 A60 60 0 0 1 140 78" fill="none" stroke="#7aa6d9" strokeWidth="3" strokeDasharray="4 3" />
    <ellipse cx="80" cy="78" rx="60" ry="14" fill={SEA} />
    <ellipse cx="80" cy="78" rx="44" ry="9" fill="#c9a66b" />
    <path d="M80 70 Q84 78 78 86" stroke={SEA} strokeWidth="2" fill="none" />
    {[30, 130].map((x) => (
      <polygon key={x} points={`${x - 6},70 ${x},56 ${x + 6},70`} fill="#c9a66b" stroke="#7a5a2b" />
    ))}
  </Frame>
);

/** Okeanos round a flat disc, and Anaximander's drum-shaped Earth. */
const earlyGreece = (
  <Frame>
    <ellipse cx="55" cy="60" rx="42" ry="13" fill={SEA} />
    <ellipse cx="55" cy="59" rx="30" ry="8" fill={LAND} />
    <path d="M22 58 q6 -4 12 0 q6 4 12 0" stroke="#ffffff" strokeWidth="1.5" fill="none" />
    <path d="M105 45 v20 a20 7 0 0 0 40 0 v-20" fill="#b08a5a" stroke={INK} />
    <ellipse cx="125" cy="45" rx="20" ry="7" fill={LAND} stroke={INK} />
  </Frame>
);

/** A sphere: the "perfect shape". */
const pythagoras = (
  <Frame background="#1e293b">
    {[20, 40, 130, 145, 110].map((x, i) => (
      <circle key={x} cx={x} cy={15 + ((i * 17) % 60)} r="1.6" fill="#fff7cc" />
    ))}
    <defs>
      <radialGradient id="pyth-ball" cx="0.35" cy="0.35">
        <stop offset="0" stopColor="#bfe3ff" />
        <stop offset="1" stopColor="#2563eb" />
      </radialGradient>
    </defs>
    <circle cx="80" cy="50" r="32" fill="url(#pyth-ball)" />
    <ellipse cx="80" cy="50" rx="32" ry="9" fill="none" stroke="#ffffff" strokeOpacity="0.6" />
  </Frame>
);

/** A ship sinking hull-first over the curved sea, and the round shadow on the eclipsed Moon. */
const aristotle = (
  <Frame>
    <line x1="86" y1="46" x2="86" y2="74" stroke={INK} strokeWidth="2" />
    <polygon points="87,48 100,64 87,64" fill="#ffffff" stroke={INK} />
    <path d="M74 72 h24 l-3 4 h-18 Z" fill="#7a4a21" />
    <path d="M0 75 Q55 55 110 75 V100 H0 Z" fill={SEA} />
    <circle cx="20" cy="63" r="3" fill={INK} />
    <circle cx="132" cy="32" r="18" fill="#e5e7eb" />
    <path d="M132 14 A18 18 0 0 1 132 50 A24 24 0 0 0 132 14" fill="#9f1239" fillOpacity="0.75" />
  </Frame>
);

/** Parallel sunbeams: straight down the Syene well, at an angle to the Alexandria stick on the curved Earth. */
const eratosthenes = (
  <Frame>
    <path d="M-10 100 L-10 92 A110 110 0 0 1 170 92 L170 100 Z" fill="#e8c48c" />
    {[38, 70, 100, 130].map((x) => (
      <line key={x} x1={x} y1="6" x2={x} y2={185 - Math.sqrt(110 * 110 - (x - 80) ** 2)} stroke={SUN} strokeWidth="2" />
    ))}
    <rect x="95" y="70" width="10" height="14" fill="#475569" />
    <line x1="45" y1="81" x2="38" y2="60" stroke={INK} strokeWidth="3" strokeLinecap="round" />
    <line x1="45" y1="81" x2="38" y2="83" stroke="#334155" strokeWidth="3" strokeLinecap="round" />
    <path d="M38 68 A8 8 0 0 0 40.6 67.6" stroke="#b91c1c" strokeWidth="2" fill="none" />
    <text x="6" y="52" fontSize="11" fontWeight="700" fill="#b91c1c">
      7,2°
    </text>
  </Frame>
);

/** Earth at the centre, a planet riding an epicycle on its deferent. */
const ptolemy = (
  <Frame background="#0f172a">
    <circle cx="80" cy="50" r="40" fill="none" stroke="#94a3b8" strokeDasharray="3 3" />
    <circle cx="80" cy="50" r="24" fill="none" stroke="#94a3b8" strokeDasharray="3 3" />
    <circle cx="80" cy="50" r="9" fill="#2563eb" />
    <circle cx="112" cy="26" r="10" fill="none" stroke="#f472b6" />
    <circle cx="121" cy="31" r="3.5" fill="#f472b6" />
    <circle cx="56" cy="50" r="5" fill={SUN} />
    <circle cx="96" cy="68" r="3" fill="#e5e7eb" />
  </Frame>
);

/** The dip of the horizon seen from a mountain top gives the Earth's radius. */
const biruni = (
  <Frame>
    <path d="M-10 100 A140 140 0 0 1 170 100 Z" fill={LAND} />
    <polygon points="34,76 52,40 70,69" fill="#8b6d4b" />
    <circle cx="52" cy="40" r="2.5" fill={INK} />
    <line x1="52" y1="40" x2="150" y2="40" stroke={INK} strokeWidth="1" />
    <line x1="52" y1="40" x2="160" y2="89.7" stroke="#b91c1c" strokeWidth="2" strokeDasharray="4 3" />
    <circle cx="138.6" cy="79.8" r="2" fill="#b91c1c" />
    <path d="M78 40 A26 26 0 0 1 75.6 50.9" stroke="#b91c1c" strokeWidth="2" fill="none" />
  </Frame>
);

/** A globe with the westward route round it. */
const magellan = (
  <Frame>
    <circle cx="80" cy="50" r="36" fill={SEA} />
    <path d="M58 28 q10 8 4 20 q-6 10 6 22" fill={LAND} stroke={LAND} strokeWidth="8" strokeLinecap="round" />
    <path d="M96 24 q10 10 6 24" stroke={LAND} strokeWidth="10" strokeLinecap="round" fill="none" />
    <ellipse cx="80" cy="50" rx="50" ry="16" fill="none" stroke="#b91c1c" strokeWidth="2" strokeDasharray="5 4" />
    <path d="M124 56 h12 l-2 4 h-8 Z" fill="#7a4a21" />
    <line x1="130" y1="56" x2="130" y2="46" stroke={INK} />
    <polygon points="130,46 137,54 130,54" fill="#ffffff" />
  </Frame>
);

/** The Sun in the middle, the Earth on its orbit. */
const copernicus = (
  <Frame background="#0f172a">
    <circle cx="80" cy="50" r="11" fill={SUN} />
    {sunRays(80, 50)}
    <circle cx="80" cy="50" r="26" fill="none" stroke="#94a3b8" strokeDasharray="3 3" />
    <circle cx="80" cy="50" r="42" fill="none" stroke="#94a3b8" strokeDasharray="3 3" />
    <circle cx="106" cy="50" r="3" fill="#e5e7eb" />
    <circle cx="50" cy="80" r="5" fill="#2563eb" />
  </Frame>
);

/** A telescope and Jupiter with its four moons. */
const galileo = (
  <Frame background="#0f172a">
    <rect x="18" y="60" width="56" height="10" rx="3" fill="#b45309" transform="rotate(-25 46 65)" />
    <line x1="40" y1="74" x2="30" y2="96" stroke="#d6d3d1" strokeWidth="2" />
    <line x1="40" y1="74" x2="52" y2="96" stroke="#d6d3d1" strokeWidth="2" />
    <circle cx="112" cy="34" r="10" fill="#f2c18d" />
    <line x1="102" y1="31" x2="122" y2="31" stroke="#b45309" />
    <line x1="102" y1="37" x2="122" y2="37" stroke="#b45309" />
    {[84, 94, 132, 146].map((x) => (
      <circle key={x} cx={x} cy="34" r="1.8" fill="#fff7cc" />
    ))}
  </Frame>
);

/** The whole, sunlit Earth against black space. */
const blueMarble = (
  <Frame background="#020617">
    <circle cx="80" cy="50" r="40" fill="#1d4ed8" />
    <path d="M72 14 q18 4 16 22 q-2 10 8 20 q6 12 -6 26 q-8 6 -10 -6 q-2 -12 -10 -18 q-10 -8 -4 -22 q2 -14 6 -22" fill="#a16207" />
    <path d="M46 34 q10 -6 18 0 M92 70 q12 -4 22 2 M50 64 q8 6 16 2 M96 26 q10 -2 16 6" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" fill="none" />
    <path d="M60 84 q20 8 40 0" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" fill="none" />
  </Frame>
);

export const ILLUSTRATIONS: Record<IllustrationId, ReactNode> = {
  babylon,
  earlyGreece,
  pythagoras,
  aristotle,
  eratosthenes,
  ptolemy,
  biruni,
  magellan,
  copernicus,
  galileo,
  blueMarble,
};

import { useId } from 'react';

type ForestSceneProps = { className?: string };

const backPines: readonly [number, number, number][] = [
  [40, 300, 0.9],
  [110, 290, 1.1],
  [180, 305, 0.85],
  [250, 285, 1.2],
  [330, 300, 0.95],
  [620, 295, 1.05],
  [690, 285, 1.2],
  [760, 300, 0.9],
  [830, 290, 1.1],
  [905, 300, 0.95],
  [975, 292, 1.05],
];

const flowers: readonly [number, number, string][] = [
  [90, 560, '#ffffff'],
  [150, 600, '#ffd84d'],
  [230, 520, '#ff8fb1'],
  [420, 610, '#ffffff'],
  [585, 585, '#ffd84d'],
  [640, 520, '#ff8fb1'],
  [790, 610, '#ffffff'],
  [945, 560, '#ff8fb1'],
];

/**
 * The fire game's drawn forest: a sunny picnic meadow among pines and oaks,
 * with a patch of dry summer grass. Decorative: the hazards on top of it are
 * the buttons that carry meaning.
 */
export function ForestScene({ className }: ForestSceneProps) {
  const id = useId();
  const sky = `${id}-sky`;
  const meadow = `${id}-meadow`;
  return (
    <svg className={className} viewBox="0 0 1000 625" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9fd8ff" />
          <stop offset="1" stopColor="#e8f7ff" />
        </linearGradient>
        <linearGradient id={meadow} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9bd46f" />
          <stop offset="1" stopColor="#5fae46" />
        </linearGradient>
      </defs>
      <rect width="1000" height="625" fill={`url(#${sky})`} />

      {/* The summer sun: the reason glass is dangerous here. */}
      <g transform="translate(860 90)">
        <circle r="70" fill="#ffe57a" opacity="0.45" />
        <circle r="48" fill="#ffd23f" />
        {Array.from({ length: 12 }, (_, index) => (
          <rect key={index} x="-4" y="-96" width="8" height="24" rx="4" fill="#ffc21a" transform={`rotate(${index * 30})`} />
        ))}
      </g>
      <g fill="#ffffff" opacity="0.9">
        <ellipse cx="180" cy="90" rx="70" ry="24" />
        <ellipse cx="230" cy="74" rx="48" ry="28" />
        <ellipse cx="520" cy="130" rx="60" ry="20" />
        <ellipse cx="560" cy="116" rx="40" ry="22" />
      </g>

      {/* Hills and the far forest. */}
      <path d="M0 330 C 150 240 300 250 430 320 C 560 260 720 230 1000 310 V 625 H 0 Z" fill="#7cc087" />
      <path d="M0 360 C 200 300 380 320 520 360 C 680 310 840 300 1000 350 V 625 H 0 Z" fill="#5aa86c" />
      {backPines.map(([x, y, scale]) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${scale})`}>
          <rect x="-6" y="40" width="12" height="26" fill="#6b4226" />
          <path d="M0 -60 L 34 0 H 20 L 44 44 H -44 L -20 0 H -34 Z" fill="#2e7d4f" />
        </g>
      ))}

      {/* The meadow with its path and a patch of dry grass. */}
      <path d="M0 385 C 220 360 420 372 560 390 C 720 372 880 368 1000 380 V 625 H 0 Z" fill={`url(#${meadow})`} />
      <path d="M470 625 C 500 540 430 480 520 420 C 560 396 600 392 640 388 L 668 392 C 620 410 580 430 570 470 C 555 530 620 570 600 625 Z" fill="#e6c88f" />
      <path d="M300 470 C 330 452 390 452 420 470 C 400 486 330 488 300 470 Z" fill="#e5c95a" />
      <path d="M760 500 C 790 482 860 484 890 502 C 860 518 790 518 760 500 Z" fill="#e5c95a" />
      <g stroke="#c9a43a" strokeWidth="4" strokeLinecap="round">
        <path d="M320 470 l-6 -16 M340 472 l2 -18 M362 472 l8 -16 M388 470 l-4 -14 M404 468 l6 -12" />
        <path d="M780 502 l-4 -16 M806 504 l4 -18 M832 504 l-6 -16 M858 502 l6 -14" />
      </g>

      {/* Front trees: an oak on the left, a pine on the right. */}
      <g transform="translate(70 250)">
        <rect x="-14" y="60" width="28" height="110" rx="8" fill="#7a4a2a" />
        <circle cx="0" cy="20" r="70" fill="#3f9b4f" />
        <circle cx="-48" cy="50" r="46" fill="#4aaa5a" />
        <circle cx="44" cy="52" r="48" fill="#3a8f49" />
        <circle cx="-14" cy="-12" r="10" fill="#74c785" />
        <circle cx="26" cy="6" r="8" fill="#74c785" />
      </g>
      <g transform="translate(950 230)">
        <rect x="-12" y="120" width="24" height="90" rx="6" fill="#6b4226" />
        <path d="M0 -70 L 56 10 H 30 L 76 80 H 44 L 92 150 H -92 L -44 80 H -76 L -30 10 H -56 Z" fill="#276b43" />
      </g>

      {/* Bushes, flowers and mushrooms. */}
      <g fill="#3f8f3f">
        <ellipse cx="230" cy="440" rx="54" ry="30" />
        <ellipse cx="268" cy="430" rx="36" ry="26" />
        <ellipse cx="720" cy="430" rx="50" ry="26" />
        <ellipse cx="690" cy="438" rx="32" ry="22" />
      </g>
      {flowers.map(([x, y, color]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <circle r="7" cx="-7" fill={color} />
          <circle r="7" cx="7" fill={color} />
          <circle r="7" cy="-7" fill={color} />
          <circle r="7" cy="7" fill={color} />
          <circle r="5" fill="#f2a900" />
        </g>
      ))}
      <g transform="translate(160 470)">
        <rect x="-5" y="0" width="10" height="20" rx="4" fill="#f7ecd9" />
        <path d="M-20 4 C -18 -16 18 -16 20 4 Z" fill="#d9483b" />
        <circle cx="-6" cy="-4" r="3" fill="#ffffff" />
        <circle cx="7" cy="-2" r="2.5" fill="#ffffff" />
      </g>
      <g transform="translate(860 450)">
        <rect x="-4" y="0" width="8" height="16" rx="3" fill="#f7ecd9" />
        <path d="M-16 3 C -14 -12 14 -12 16 3 Z" fill="#d9483b" />
        <circle cx="4" cy="-3" r="2.5" fill="#ffffff" />
      </g>
    </svg>
  );
}

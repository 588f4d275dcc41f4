/**
 * Simple line drawings for the articles' cover images, each in a 200×200 box. `ink` draws the
 * lines, `accent` fills the highlights; the body is white so every cover reads at a glance.
 */
export type Paint = { ink: string; accent: string };

const line = (ink: string) => `fill="#ffffff" stroke="${ink}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
const stroke = (ink: string) => `fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;

export const MOTIFS = {
  flask: ({ ink, accent }: Paint) => `
    <path d="M78 30h44M86 30v52L42 160a14 14 0 0 0 12 20h92a14 14 0 0 0 12-20L114 82V30" ${line(ink)}/>
    <path d="M62 130h76l16 30a8 8 0 0 1-7 12H53a8 8 0 0 1-7-12z" fill="${accent}"/>
    <circle cx="92" cy="146" r="7" fill="#ffffff"/><circle cx="114" cy="156" r="5" fill="#ffffff"/><circle cx="104" cy="112" r="5" fill="${accent}"/>`,
  robot: ({ ink, accent }: Paint) => `
    <path d="M100 22v22" ${stroke(ink)}/><circle cx="100" cy="18" r="8" fill="${accent}"/>
    <rect x="48" y="44" width="104" height="78" rx="20" ${line(ink)}/>
    <circle cx="78" cy="82" r="11" fill="${accent}"/><circle cx="122" cy="82" r="11" fill="${accent}"/>
    <path d="M84 106h32" ${stroke(ink)}/>
    <rect x="60" y="130" width="80" height="50" rx="14" ${line(ink)}/>
    <path d="M60 146H36M140 146h24" ${stroke(ink)}/><circle cx="100" cy="155" r="9" fill="${accent}"/>`,
  bulb: ({ ink, accent }: Paint) => `
    <path d="M100 26a52 52 0 0 0-30 94c8 6 10 14 10 22h40c0-8 2-16 10-22a52 52 0 0 0-30-94z" ${line(ink)}/>
    <path d="M84 156h32M88 172h24" ${stroke(ink)}/>
    <path d="M86 118l14-28 14 28" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M30 60l-14-8M170 60l14-8M26 100H10M174 100h16" ${stroke(accent)}/>`,
  book: ({ ink, accent }: Paint) => `
    <path d="M100 56c-20-14-46-18-76-14v112c30-4 56 0 76 14 20-14 46-18 76-14V42c-30-4-56 0-76 14z" ${line(ink)}/>
    <path d="M100 56v112" ${stroke(ink)}/>
    <path d="M42 72c16-2 30 0 42 6M42 96c16-2 30 0 42 6M116 78c12-6 26-8 42-6M116 102c12-6 26-8 42-6" ${stroke(accent)}/>`,
  magnifier: ({ ink, accent }: Paint) => `
    <circle cx="86" cy="86" r="52" ${line(ink)}/>
    <path d="M124 124l44 44" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>
    <path d="M58 100l18-22 16 14 22-30" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  chart: ({ ink, accent }: Paint) => `
    <path d="M28 172h148M28 172V28" ${stroke(ink)}/>
    <rect x="46" y="110" width="26" height="60" rx="4" ${line(ink)}/>
    <rect x="88" y="76" width="26" height="94" rx="4" fill="${accent}"/>
    <rect x="130" y="46" width="26" height="124" rx="4" ${line(ink)}/>
    <path d="M40 92l48-36 30 18 46-40" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  leaf: ({ ink, accent }: Paint) => `
    <path d="M40 168C36 90 82 36 170 30c4 86-44 138-130 138z" ${line(ink)}/>
    <path d="M40 168c30-40 62-72 100-100" ${stroke(accent)}/>
    <path d="M84 116l-6-30M104 96l22 2M70 134l-20-6" ${stroke(accent)}/>`,
  tablet: ({ ink, accent }: Paint) => `
    <rect x="36" y="40" width="128" height="130" rx="16" ${line(ink)}/>
    <path d="M36 146h128" ${stroke(ink)}/><circle cx="100" cy="158" r="5" fill="${ink}"/>
    <path d="M66 100a48 48 0 0 1 68 0M78 114a30 30 0 0 1 44 0" ${stroke(accent)}/>
    <circle cx="100" cy="126" r="7" fill="${accent}"/>`,
  eye: ({ ink, accent }: Paint) => `
    <path d="M14 100c26-40 56-58 86-58s60 18 86 58c-26 40-56 58-86 58s-60-18-86-58z" ${line(ink)}/>
    <circle cx="100" cy="100" r="32" fill="${accent}"/><circle cx="100" cy="100" r="13" fill="${ink}"/>
    <circle cx="110" cy="90" r="6" fill="#ffffff"/>`,
  hands: ({ ink, accent }: Paint) => `
    <path d="M100 172s-66-38-66-86a34 34 0 0 1 66-12 34 34 0 0 1 66 12c0 48-66 86-66 86z" ${line(ink)}/>
    <path d="M70 96h60M100 66v60" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`,
  gears: ({ ink, accent }: Paint) => `
    <circle cx="78" cy="104" r="44" fill="#ffffff" stroke="${ink}" stroke-width="18" stroke-dasharray="14 10"/>
    <circle cx="78" cy="104" r="34" ${line(ink)}/><circle cx="78" cy="104" r="12" fill="${accent}"/>
    <circle cx="146" cy="56" r="26" fill="#ffffff" stroke="${ink}" stroke-width="14" stroke-dasharray="10 8"/>
    <circle cx="146" cy="56" r="9" fill="${accent}"/>`,
  puzzle: ({ ink, accent }: Paint) => `
    <path d="M30 60h44a16 16 0 1 1 32 0h44v44a16 16 0 1 0 0 32v44H30z" ${line(ink)}/>
    <path d="M106 104h44v76h-44v-28a14 14 0 1 0 0-20z" fill="${accent}"/>`,
  atom: ({ ink, accent }: Paint) => `
    <ellipse cx="100" cy="100" rx="80" ry="30" ${stroke(ink)}/>
    <ellipse cx="100" cy="100" rx="80" ry="30" transform="rotate(60 100 100)" ${stroke(ink)}/>
    <ellipse cx="100" cy="100" rx="80" ry="30" transform="rotate(120 100 100)" ${stroke(ink)}/>
    <circle cx="100" cy="100" r="16" fill="${accent}"/><circle cx="180" cy="100" r="8" fill="${accent}"/>`,
  speech: ({ ink, accent }: Paint) => `
    <path d="M24 40h100a14 14 0 0 1 14 14v50a14 14 0 0 1-14 14H66l-26 22v-22H24a14 14 0 0 1-14-14V54a14 14 0 0 1 14-14z" ${line(ink)}/>
    <path d="M150 86h26a14 14 0 0 1 14 14v44a14 14 0 0 1-14 14h-8v20l-22-20H96a14 14 0 0 1-14-14v-14" fill="${accent}"/>
    <path d="M40 70h70M40 90h44" ${stroke(ink)}/>`,
  checklist: ({ ink, accent }: Paint) => `
    <rect x="42" y="30" width="116" height="150" rx="12" ${line(ink)}/>
    <rect x="76" y="20" width="48" height="22" rx="8" fill="${accent}"/>
    <path d="M62 76l10 10 18-20M62 116l10 10 18-20" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M104 80h36M104 120h36M62 156h78" ${stroke(ink)}/>`,
  globe: ({ ink, accent }: Paint) => `
    <circle cx="100" cy="100" r="72" ${line(ink)}/>
    <path d="M66 50c14 12 8 28 24 34s8 26 24 30M140 52c-8 12 4 22-6 34M48 126c14-4 26 6 30 24" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>
    <path d="M28 100h144M100 28c-30 40-30 104 0 144M100 28c30 40 30 104 0 144" fill="none" stroke="${ink}" stroke-width="4"/>`,
  magnet: ({ ink, accent }: Paint) => `
    <path d="M40 40h40v70a20 20 0 0 0 40 0V40h40v70a60 60 0 0 1-120 0z" ${line(ink)}/>
    <path d="M40 40h40v26H40zM120 40h40v26h-40z" fill="${accent}"/>
    <path d="M22 22l10 10M100 176v16M178 22l-10 10" ${stroke(accent)}/>`,
  sprout: ({ ink, accent }: Paint) => `
    <path d="M100 170V98" ${stroke(ink)}/>
    <path d="M100 110c-4-36-30-52-66-50 2 34 26 54 66 50zM100 96c6-34 32-52 68-48-4 34-28 52-68 48z" ${line(ink)}/>
    <path d="M52 170h96l-10 20H62z" fill="${accent}"/>`,
  ear: ({ ink, accent }: Paint) => `
    <path d="M62 84a44 44 0 1 1 84 18c-8 16-24 20-26 42a24 24 0 0 1-46 6" ${line(ink)}/>
    <path d="M84 86a20 20 0 1 1 36 10c-6 8-16 10-16 22" ${stroke(ink)}/>
    <path d="M160 56c12 12 12 44 0 56M176 42c20 22 20 62 0 84" ${stroke(accent)}/>`,
  trophy: ({ ink, accent }: Paint) => `
    <path d="M60 30h80v50a40 40 0 0 1-80 0z" ${line(ink)}/>
    <path d="M60 44H34c0 28 12 40 30 42M140 44h26c0 28-12 40-30 42" ${stroke(ink)}/>
    <path d="M100 120v26M70 176h60l-6-30H76z" ${line(ink)}/>
    <path d="M100 46l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="${accent}"/>`,
} as const satisfies Record<string, (paint: Paint) => string>;

export type Motif = keyof typeof MOTIFS;

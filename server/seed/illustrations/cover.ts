import type { CategorySlug } from '../blogCatalogue.ts';
import { MOTIFS, type Motif } from './motifs.ts';

/** One colour family per category, so a cover hints at its category before the badge is read. */
const PALETTES: Record<CategorySlug, { from: string; to: string; ink: string; accent: string; dots: string }> = {
  teknoloji: { from: '#dbeafe', to: '#a5c8f5', ink: '#1e3a8a', accent: '#f59e0b', dots: '#ffffff' },
  egitim: { from: '#dcfce7', to: '#9fdcb4', ink: '#14532d', accent: '#f97316', dots: '#ffffff' },
  'vaka-calismasi': { from: '#ffedd5', to: '#f9c48f', ink: '#7c2d12', accent: '#0ea5e9', dots: '#ffffff' },
  arastirma: { from: '#e0e7ff', to: '#b4b7f3', ink: '#312e81', accent: '#10b981', dots: '#ffffff' },
  erisilebilirlik: { from: '#fef9c3', to: '#f5d77a', ink: '#713f12', accent: '#7c3aed', dots: '#ffffff' },
};

/** A small deterministic number stream from the slug: the same article always gets the same cover. */
function stream(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 0xffffffff;
  };
}

const COVER_WIDTH = 800;
const COVER_HEIGHT = 450;

/** A 16:9 cover: a soft gradient, a few bubbles and the motif drawn large, no text (the page carries the title). */
export function coverSvg(slug: string, category: CategorySlug, motif: Motif): string {
  const palette = PALETTES[category];
  const random = stream(slug);
  const bubbles = Array.from({ length: 7 }, () => {
    const x = Math.round(random() * COVER_WIDTH);
    const y = Math.round(random() * COVER_HEIGHT);
    const r = Math.round(18 + random() * 60);
    const opacity = (0.25 + random() * 0.35).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.dots}" opacity="${opacity}"/>`;
  }).join('');
  const tilt = Math.round(random() * 16 - 8);
  const motifX = Math.round(230 + random() * 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
${bubbles}
<ellipse cx="${motifX + 165}" cy="400" rx="190" ry="22" fill="${palette.ink}" opacity="0.12"/>
<g transform="translate(${motifX} 36) rotate(${tilt} 165 165) scale(1.65)">${MOTIFS[motif](palette).trim()}</g>
</svg>
`;
}

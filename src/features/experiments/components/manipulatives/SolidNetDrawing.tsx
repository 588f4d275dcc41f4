import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/shared/i18n/format.ts';
import type { SolidNetName } from '../../content/manipulativeTypes.ts';
import { arcPoint, netBounds, pieceCounts, SOLID_NETS, type NetPiece } from '../../model/manipulatives/solidNets.ts';
import * as css from './SolidNetManipulative.css.ts';

/** Pixels per unit of the squared paper. */
const UNIT = 20;
const LINE = '#1b2a22';
const FILL: Record<NetPiece['shape'], string> = { rectangle: '#d9efe1', triangle: '#fde7c8', circle: '#dbeafe', sector: '#f6d5cf' };

function Piece({ piece }: { piece: NetPiece }) {
  const common = { fill: FILL[piece.shape], stroke: LINE, strokeWidth: 2 / UNIT };
  switch (piece.shape) {
    case 'rectangle':
      return <rect x={piece.x} y={piece.y} width={piece.width} height={piece.height} {...common} />;
    case 'triangle':
      return <polygon points={piece.points.map((p) => p.join(',')).join(' ')} {...common} />;
    case 'circle':
      return <circle cx={piece.x} cy={piece.y} r={piece.r} {...common} />;
    case 'sector': {
      const [x1, y1] = arcPoint(piece, piece.from);
      const [x2, y2] = arcPoint(piece, piece.to);
      const large = piece.to - piece.from > 180 ? 1 : 0;
      return <path d={`M${piece.x} ${piece.y} L${x1} ${y1} A${piece.r} ${piece.r} 0 ${large} 1 ${x2} ${y2} Z`} {...common} />;
    }
  }
}

/** The net's pieces in words, with the measures that matter for a round net (which must wrap its circles), to `digits` decimals. */
function useDrawingWords() {
  const { t } = useLingui();
  return (pieces: readonly NetPiece[], digits: number) => {
    const measure = (value: number) => formatNumber(value, { maximumFractionDigits: digits });
    const counts = pieceCounts(pieces);
    const names = [
      [counts.squares, t`kare`],
      [counts.rectangles, t`dikdörtgen`],
      [counts.triangles, t`üçgen`],
      [counts.circles, t`daire`],
      [counts.sectors, t`daire dilimi`],
    ] as const;
    const parts = names.filter(([count]) => count > 0).map(([count, name]) => `${count} ${name}`);
    const last = parts.pop() ?? '';
    const list = parts.length > 0 ? `${parts.join(', ')} ${t`ve`} ${last}` : last;
    const words = [t`Açınımda ${list} var.`];
    for (const piece of pieces) {
      if (piece.shape === 'circle') {
        const r = measure(piece.r);
        words.push(counts.circles > 1 ? t`Her dairenin yarıçapı ${r} birim.` : t`Dairenin yarıçapı ${r} birim.`);
      } else if (piece.shape === 'sector') {
        const r = measure(piece.r);
        const angle = measure(piece.to - piece.from);
        words.push(t`Daire diliminin yarıçapı ${r} birim, açısı ${angle}°.`);
      } else if (piece.shape === 'rectangle' && counts.circles > 0) {
        const width = measure(piece.width);
        const height = measure(piece.height);
        words.push(t`Dikdörtgenin kenarları ${width} birim ve ${height} birim.`);
      }
    }
    return [...new Set(words)].join(' ');
  };
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * A net drawn to scale on squared paper, its pieces and round measures in its accessible name. The paper
 * spans `paper` (by default just the net) and one square more on each side.
 */
export function NetPicture({ pieces, paper, digits }: { pieces: readonly NetPiece[]; paper?: Box; digits: number }) {
  const words = useDrawingWords();
  const box = paper ?? netBounds(pieces);
  const x = Math.floor(box.x) - 1;
  const y = Math.floor(box.y) - 1;
  const width = Math.ceil(box.x + box.width) + 1 - x;
  const height = Math.ceil(box.y + box.height) + 1 - y;
  const lines = [
    ...Array.from({ length: width + 1 }, (_, i) => `M${x + i} ${y}v${height}`),
    ...Array.from({ length: height + 1 }, (_, i) => `M${x} ${y + i}h${width}`),
  ];
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} width={width * UNIT} className={css.solidPicture} role="img" aria-label={words(pieces, digits)}>
      <path d={lines.join('')} stroke="#c9d6ce" strokeWidth={1 / UNIT} fill="none" />
      {pieces.map((piece, i) => (
        <Piece key={i} piece={piece} />
      ))}
    </svg>
  );
}

/** A named net of a solid; its measures to a tenth, as 4 · π reads 12,6 whichever π the child takes. */
export const SolidNetDrawing = ({ name }: { name: SolidNetName }) => <NetPicture pieces={SOLID_NETS[name].pieces} digits={1} />;

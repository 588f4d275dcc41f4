import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChartSpec } from '../../content/manipulativeTypes.ts';
import { pieSlices, slicePath } from '../../model/manipulatives/chart.ts';
import * as css from './manipulative.css.ts';

const INK = '#1b2a22';
const GRID = '#d3dfd6';
const PLOT = { left: 44, right: 390, top: 26, bottom: 184 } as const;
/** A pie's slices, each also numbered, so colour is not the only sign. */
const SLICE_COLOURS = ['#2563eb', '#f59e0b', '#16a34a', '#db2777', '#7c3aed', '#0891b2', '#b45309', '#64748b'] as const;
/** Each line's dash and marker, so lines are told apart without their colours. */
const DASHES = [undefined, '8 4', '2 4'] as const;
const PIE = { cx: 112, cy: 130, r: 96 } as const;

type FigureProps = { spec: ChartSpec; values: readonly (readonly number[])[]; categoryNames: string[]; seriesNames: string[] };

function Marker({ kind, x, y, colour }: { kind: number; x: number; y: number; colour: string }) {
  if (kind === 1) return <rect x={x - 5} y={y - 5} width={10} height={10} fill={colour} stroke={INK} />;
  if (kind === 2) return <path d={`M ${x} ${y - 6} L ${x + 6} ${y + 5} L ${x - 6} ${y + 5} Z`} fill={colour} stroke={INK} />;
  return <circle cx={x} cy={y} r={5} fill={colour} stroke={INK} />;
}

/** The series' fills: the first solid, the second striped, the third dotted, so bars are told apart without colour. */
function SeriesPatterns({ spec, prefix }: { spec: ChartSpec; prefix: string }) {
  return (
    <defs>
      {spec.series.map((series, s) => (
        <pattern key={series.id} id={`${prefix}-${s}`} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform={s === 1 ? 'rotate(45)' : undefined}>
          <rect width={8} height={8} fill={s === 0 ? series.colour : '#ffffff'} />
          {s === 1 ? <rect width={4} height={8} fill={series.colour} /> : null}
          {s === 2 ? <circle cx={4} cy={4} r={2.6} fill={series.colour} /> : null}
        </pattern>
      ))}
    </defs>
  );
}

function Axes({ spec }: { spec: ChartSpec }) {
  const { i18n } = useLingui();
  const yOf = (value: number) => PLOT.bottom - (value / spec.max) * (PLOT.bottom - PLOT.top);
  const lineEvery = spec.max / spec.step > 10 ? spec.step * Math.ceil(spec.max / spec.step / 10) : spec.step;
  const marks = Array.from({ length: Math.floor(spec.max / lineEvery) + 1 }, (_, i) => i * lineEvery);
  const middle = (PLOT.top + PLOT.bottom) / 2;
  return (
    <g>
      {marks.map((value) => (
        <g key={value}>
          <line x1={PLOT.left} x2={PLOT.right} y1={yOf(value)} y2={yOf(value)} stroke={GRID} />
          <text x={PLOT.left - 6} y={yOf(value) + 4} fontSize={12} textAnchor="end" fill={INK}>
            {value}
          </text>
        </g>
      ))}
      <text x={12} y={middle} fontSize={12} textAnchor="middle" fill={INK} transform={`rotate(-90 12 ${middle})`}>
        {i18n._(spec.axisLabel)}
      </text>
      <line x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={PLOT.bottom} stroke={INK} strokeWidth={2} />
      <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke={INK} strokeWidth={2} />
    </g>
  );
}

/** The series' key under a bar or line chart. */
function SeriesKey({ spec, names, prefix }: { spec: ChartSpec; names: string[]; prefix: string }) {
  const width = (PLOT.right - PLOT.left) / spec.series.length;
  return (
    <g>
      {spec.series.map((series, s) => {
        const x = PLOT.left + s * width;
        return (
          <g key={series.id}>
            {spec.display === 'line' ? (
              <>
                <line x1={x} x2={x + 28} y1={236} y2={236} stroke={series.colour} strokeWidth={3} strokeDasharray={DASHES[s]} />
                <Marker kind={s} x={x + 14} y={236} colour={series.colour} />
              </>
            ) : (
              <rect x={x} y={229} width={22} height={14} fill={`url(#${prefix}-${s})`} stroke={INK} />
            )}
            <text x={x + 34} y={241} fontSize={13} fill={INK}>
              {names[s]}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function BarsOrLines({ spec, values, categoryNames, seriesNames, prefix }: FigureProps & { prefix: string }) {
  const slot = (PLOT.right - PLOT.left) / spec.categories.length;
  const yOf = (value: number) => PLOT.bottom - (value / spec.max) * (PLOT.bottom - PLOT.top);
  const centre = (c: number) => PLOT.left + slot * (c + 0.5);
  const barWidth = (slot * 0.76) / spec.series.length;
  return (
    <>
      <SeriesPatterns spec={spec} prefix={prefix} />
      <Axes spec={spec} />
      {spec.display === 'line'
        ? spec.series.map((series, s) => {
            const row = values[s] ?? [];
            const points = row.map((value, c) => `${centre(c)},${yOf(value)}`).join(' ');
            return (
              <g key={series.id}>
                <polyline points={points} fill="none" stroke={series.colour} strokeWidth={3} strokeDasharray={DASHES[s]} />
                {row.map((value, c) => (
                  <Marker key={c} kind={s} x={centre(c)} y={yOf(value)} colour={series.colour} />
                ))}
              </g>
            );
          })
        : spec.series.map((series, s) =>
            (values[s] ?? []).map((value, c) => {
              const x = centre(c) - (barWidth * spec.series.length) / 2 + s * barWidth;
              return (
                <rect
                  key={`${series.id}-${c}`}
                  x={x}
                  y={yOf(value)}
                  width={barWidth}
                  height={PLOT.bottom - yOf(value)}
                  fill={`url(#${prefix}-${s})`}
                  stroke={INK}
                />
              );
            }),
          )}
      {categoryNames.map((name, c) => (
        <text key={name} x={centre(c)} y={PLOT.bottom + 18} fontSize={13} textAnchor="middle" fill={INK}>
          {name}
        </text>
      ))}
      <SeriesKey spec={spec} names={seriesNames} prefix={prefix} />
    </>
  );
}

/** The slices drawn so far, numbered to match the key beside them. */
function Pie({ values, categoryNames }: { values: readonly number[]; categoryNames: string[] }) {
  const slices = pieSlices(values);
  return (
    <>
      <circle cx={PIE.cx} cy={PIE.cy} r={PIE.r} fill="#f3f7f4" stroke={INK} strokeDasharray="4 4" />
      {slices.map(({ start: from, sweep }, c) => {
        if (sweep === 0) return null;
        const middle = ((from + sweep / 2 - 90) * Math.PI) / 180;
        return (
          <g key={c}>
            <path d={slicePath(PIE.cx, PIE.cy, PIE.r, from, sweep)} fill={SLICE_COLOURS[c % SLICE_COLOURS.length]} stroke="#ffffff" strokeWidth={2} />
            {sweep >= 20 ? (
              <text
                x={PIE.cx + PIE.r * 0.62 * Math.cos(middle)}
                y={PIE.cy + PIE.r * 0.62 * Math.sin(middle) + 5}
                fontSize={14}
                fontWeight={700}
                textAnchor="middle"
                fill="#ffffff"
              >
                {c + 1}
              </text>
            ) : null}
          </g>
        );
      })}
      {categoryNames.map((name, c) => (
        <g key={name}>
          <rect x={226} y={40 + c * 26} width={18} height={18} fill={SLICE_COLOURS[c % SLICE_COLOURS.length]} />
          <text x={235} y={53 + c * 26} fontSize={11} fontWeight={700} textAnchor="middle" fill="#ffffff">
            {c + 1}
          </text>
          <text x={252} y={55 + c * 26} fontSize={14} fill={INK}>
            {`${name}: ${values[c] ?? 0}°`}
          </text>
        </g>
      ))}
    </>
  );
}

/** The chart as drawn so far, with a text of its values for screen readers. */
export function ChartFigure(props: FigureProps) {
  const { spec, values, categoryNames, seriesNames } = props;
  const { t, i18n } = useLingui();
  // A pattern's id goes into url(#…), where React's own id characters are not all allowed.
  const prefix = `chart${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const title = i18n._(spec.title);
  const pie = spec.display === 'pie';
  const rows = pie
    ? [categoryNames.map((name, c) => `${name} ${values[0]?.[c] ?? 0}°`).join(', ')]
    : seriesNames.map((series, s) => `${series}: ${categoryNames.map((name, c) => `${name} ${values[s]?.[c] ?? 0}`).join(', ')}`);
  const summary = rows.join('; ');
  const label = pie
    ? t`Daire grafiği, ${title}. ${summary}.`
    : spec.display === 'line'
      ? t`Çizgi grafiği, ${title}. ${summary}.`
      : t`Sütun grafiği, ${title}. ${summary}.`;
  return (
    <figure className={css.figure}>
      <svg viewBox="0 0 400 250" className={css.svg} role="img" aria-label={label}>
        <text x={pie ? 4 : PLOT.left} y={14} fontSize={13} fontWeight={700} fill={INK}>
          {title}
        </text>
        {pie ? <Pie values={values[0] ?? []} categoryNames={categoryNames} /> : <BarsOrLines {...props} prefix={prefix} />}
      </svg>
    </figure>
  );
}

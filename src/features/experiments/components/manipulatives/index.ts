import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ManipulativeSpec, ManipulativeType } from '../../content/manipulativeTypes.ts';

type Props<T extends ManipulativeType> = { spec: Extract<ManipulativeSpec, { type: T }> };
type AnyManipulative = LazyExoticComponent<ComponentType<{ spec: ManipulativeSpec }>>;

/**
 * Each manipulative takes only its own kind of spec; `load` checks that against the key it is filed
 * under, so `MANIPULATIVES[spec.type]` may be given `spec` as it is.
 */
const load = <T extends ManipulativeType>(_type: T, factory: () => Promise<{ default: ComponentType<Props<T>> }>): AnyManipulative =>
  lazy(factory) as unknown as AnyManipulative;

/** Each manipulative is its own chunk, loaded when its activity tab opens (and precached for offline use). */
export const MANIPULATIVES: Record<ManipulativeType, AnyManipulative> = {
  'fraction-area': load('fraction-area', () => import('./FractionAreaManipulative.tsx')),
  'place-value': load('place-value', () => import('./PlaceValueManipulative.tsx')),
  ruler: load('ruler', () => import('./RulerManipulative.tsx')),
  'angle-maker': load('angle-maker', () => import('./AngleMakerManipulative.tsx')),
  'grid-shape': load('grid-shape', () => import('./GridShapeManipulative.tsx')),
  'bar-graph': load('bar-graph', () => import('./BarGraphManipulative.tsx')),
  chart: load('chart', () => import('./ChartManipulative.tsx')),
  'ratio-mixer': load('ratio-mixer', () => import('./RatioMixerManipulative.tsx')),
  pattern: load('pattern', () => import('./PatternManipulative.tsx')),
  money: load('money', () => import('./MoneyManipulative.tsx')),
  clock: load('clock', () => import('./ClockManipulative.tsx')),
  'number-line': load('number-line', () => import('./NumberLineManipulative.tsx')),
  'hundred-grid': load('hundred-grid', () => import('./HundredGridManipulative.tsx')),
  'equation-balance': load('equation-balance', () => import('./EquationBalanceManipulative.tsx')),
  'balance-scale': load('balance-scale', () => import('./BalanceScaleManipulative.tsx')),
  venn: load('venn', () => import('./VennManipulative.tsx')),
  'measuring-jug': load('measuring-jug', () => import('./MeasuringJugManipulative.tsx')),
  'algebra-tiles': load('algebra-tiles', () => import('./AlgebraTilesManipulative.tsx')),
  'coordinate-plane': load('coordinate-plane', () => import('./CoordinatePlaneManipulative.tsx')),
  geoboard: load('geoboard', () => import('./GeoboardManipulative.tsx')),
  'solid-net': load('solid-net', () => import('./SolidNetManipulative.tsx')),
  'probability-spinner': load('probability-spinner', () => import('./ProbabilitySpinnerManipulative.tsx')),
  dice: load('dice', () => import('./DiceManipulative.tsx')),
  circle: load('circle', () => import('./CircleManipulative.tsx')),
  'transformation-grid': load('transformation-grid', () => import('./TransformationGridManipulative.tsx')),
  'position-scene': load('position-scene', () => import('./PositionSceneManipulative.tsx')),
  'cube-views': load('cube-views', () => import('./CubeViewsManipulative.tsx')),
  'unit-measure': load('unit-measure', () => import('./UnitMeasureManipulative.tsx')),
};

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SimulationId } from '../../content/types.ts';

/** Each simulation is its own chunk, loaded when its activity tab opens (and precached for offline use). */
export const SIMULATIONS: Record<SimulationId, LazyExoticComponent<ComponentType>> = {
  'shadow-length': lazy(() => import('./ShadowLengthSimulation.tsx')),
  'reflection-angle': lazy(() => import('./ReflectionAngleSimulation.tsx')),
  'circuit-builder': lazy(() => import('./CircuitBuilderSimulation.tsx')),
  'bulb-brightness': lazy(() => import('./BulbBrightnessSimulation.tsx')),
  'heating-curve': lazy(() => import('./HeatingCurveSimulation.tsx')),
  'particle-states': lazy(() => import('./ParticleStatesSimulation.tsx')),
  'dissolving-rate': lazy(() => import('./DissolvingRateSimulation.tsx')),
  'spring-scale': lazy(() => import('./SpringScaleSimulation.tsx')),
  'friction-ramp': lazy(() => import('./FrictionRampSimulation.tsx')),
  'speed-track': lazy(() => import('./SpeedTrackSimulation.tsx')),
};

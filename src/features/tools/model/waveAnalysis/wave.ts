import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** v = f·λ */
export const waveSpeed = (frequency: number, wavelength: number): number => frequency * wavelength;

/** λ = v / f */
export const wavelengthOf = (speed: number, frequency: number): number => speed / frequency;

/** T = 1 / f */
export const periodOf = (frequency: number): number => 1 / frequency;

export type WaveParams = {
  /** Amplitude A (display units: cm of displacement). */
  amplitude: number;
  /** Frequency f in Hz. */
  frequency: number;
  /** Wavelength λ in m. */
  wavelength: number;
  /** Phase constant φ in radians. */
  phase: number;
};

/** y(x, t) = A·sin(2π(x/λ − f·t) + φ): a wave travelling in +x. */
export const displacement = ({ amplitude, frequency, wavelength, phase }: WaveParams, x: number, t: number): number =>
  amplitude * Math.sin(2 * Math.PI * (x / wavelength - frequency * t) + phase);

/** The superposition principle: displacements add. */
export const superpose = (waves: readonly WaveParams[], x: number, t: number): number => waves.reduce((sum, wave) => sum + displacement(wave, x, t), 0);

export type Medium = {
  id: string;
  label: MessageDescriptor;
  /** Wave speed in m/s. */
  speed: number;
  /** The frequency slider for this medium: a rope is shaken a few times a second, sound is heard from 20 Hz. */
  frequency: { min: number; max: number; step: number; initial: number };
};

const MECHANICAL = { min: 0.2, max: 5, step: 0.1, initial: 1 };
const SOUND = { min: 20, max: 2000, step: 10, initial: 440 };

/** Speeds: school-book values (sound at 20 °C; slinky and rope as measured in class demonstrations). */
export const MEDIA: readonly Medium[] = [
  { id: 'slinky', label: msg`Yay (slinky) üzerinde dalga`, speed: 2, frequency: MECHANICAL },
  { id: 'rope', label: msg`Gergin ip üzerinde dalga`, speed: 10, frequency: MECHANICAL },
  { id: 'air', label: msg`Havada ses (20 °C)`, speed: 343, frequency: SOUND },
  { id: 'water', label: msg`Suda ses`, speed: 1482, frequency: SOUND },
  { id: 'steel', label: msg`Çelikte ses`, speed: 5960, frequency: SOUND },
];

export const findMedium = (id: string): Medium => MEDIA.find((medium) => medium.id === id) ?? MEDIA[0]!;

/** How many wavelengths of the first wave the picture shows. */
export const VISIBLE_WAVELENGTHS = 3;

/**
 * Sampled points of the wave(s) over the visible stretch, in metres and
 * display units; enough points per wavelength to look smooth.
 */
export function sampleWave(waves: readonly WaveParams[], span: number, t: number, points = 240): [number, number][] {
  return Array.from({ length: points + 1 }, (_, index) => {
    const x = (span * index) / points;
    return [x, superpose(waves, x, t)];
  });
}

/**
 * Seconds of wave time per real second: sound waves are far too fast to see,
 * so the picture runs in slow motion, at most one cycle of the first wave per second.
 */
export const slowMotionFactor = (frequency: number): number => Math.min(1, 1 / frequency);

/** Degrees to radians, for the phase slider. */
export const degreesToRadians = (degrees: number): number => (degrees * Math.PI) / 180;

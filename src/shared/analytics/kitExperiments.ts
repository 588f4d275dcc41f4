/**
 * Which experiments each physical kit serves, for the server's kit-usage figures. The server may not
 * import the experiments library (it is bundled content with its texts), so this copies its kits'
 * `experimentIds` (src/features/experiments/content/<kit>/kit.ts); a test there fails when the two
 * differ, so a kit changed without its copy cannot count the wrong experiments.
 */
export const KIT_EXPERIMENTS: Readonly<Record<string, readonly string[]>> = {
  'earth-and-space': [
    'land-and-water',
    'air-around-us',
    'day-and-night',
    'rocks-and-fossils',
    'moon-phases',
    'eclipse-model',
    'solar-system-scale',
    'star-gazing-box',
    'lens-telescope',
    'seasons-sunlight-angle',
  ],
  'electric-circuits': [
    'battery-or-mains',
    'battery-recycling',
    'simple-circuit',
    'bulb-brightness',
    'conductors-insulators',
    'pencil-dimmer',
    'series-parallel',
    'static-electricity',
  ],
  environment: ['natural-or-built', 'dripping-tap', 'oil-spill-cleanup', 'photosynthesis-rate'],
  'force-and-motion': [
    'push-and-pull',
    'motion-detectives',
    'force-and-magnets',
    'magnet-maze',
    'measuring-force',
    'net-force',
    'average-speed',
    'ball-bounce-energy',
    'solid-and-liquid-pressure',
    'ruler-lever',
  ],
  'human-body': ['five-senses', 'two-eyes-two-ears', 'food-nutrients', 'straw-breathing', 'lung-model', 'pulse-rate', 'reaction-time', 'taste-and-smell'],
  'light-and-shadow': ['light-and-seeing', 'shielded-streetlight', 'shadow-size', 'mirror-reflection'],
  'living-world': ['bean-germination', 'bread-mould', 'onion-cell', 'mitosis-model', 'flower-and-seed', 'strawberry-dna'],
  'maths-algebra': ['juice-ratio', 'modelling-expressions', 'growing-patterns', 'balance-equations'],
  'maths-data': ['bar-graphs', 'reading-graphs'],
  'maths-fractions': ['halves-and-quarters', 'equivalent-fractions', 'tenths-and-hundredths', 'percentages-on-a-grid'],
  'maths-geometry': ['repeating-patterns', 'angle-types', 'angle-pairs'],
  'maths-measurement': ['measuring-length', 'area-and-perimeter', 'millimetres-and-centimetres'],
  'maths-numbers': ['numbers-to-twenty', 'adding-on-a-number-line', 'tens-and-ones', 'hundreds-tens-ones', 'sets-and-venn'],
  'programming-puzzles': [
    'first-steps',
    'nut-collector',
    'facing-turns',
    'door-paint',
    'long-branch',
    'nut-stairs',
    'wide-stairs',
    'paint-square',
    'scattered-nuts',
    'forest-path',
    'snail-shell',
    'colour-signs',
    'nut-event',
    'nut-signposts',
    'pond-path',
    'flower-beds',
    'branch-nuts',
    'spiral-path',
    'growing-stairs',
    'nut-jumps',
    'shrinking-spiral',
    'maze-runner',
  ],
  'programming-unplugged': ['sandwich-algorithm', 'loop-or-condition', 'debugging-steps'],
  sound: ['sound-sources', 'muffling-sound', 'water-glass-xylophone', 'string-telephone'],
  'states-of-matter': [
    'solid-liquid-gas',
    'stretch-or-snap',
    'matter-properties',
    'heat-changes',
    'melting-ice',
    'measuring-density',
    'heat-insulation',
    'dissolving-sugar',
    'cabbage-indicator',
  ],
};

/** The kit an experiment id belongs to, per experiment: one lookup per finished experiment instead of a search. */
export function kitOfExperiment(kits: Readonly<Record<string, readonly string[]>> = KIT_EXPERIMENTS): Map<string, string> {
  return new Map(Object.entries(kits).flatMap(([kitId, experimentIds]) => experimentIds.map((experimentId) => [experimentId, kitId] as const)));
}

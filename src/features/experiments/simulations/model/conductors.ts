/** How well a material lets the kit's small current through. */
export type Conduction = 'conductor' | 'weak' | 'insulator';

/** The test objects of the kit, with what they are made of deciding the result. */
export const TEST_MATERIALS = [
  { id: 'iron-nail', conduction: 'conductor' },
  { id: 'copper-wire', conduction: 'conductor' },
  { id: 'aluminium-foil', conduction: 'conductor' },
  { id: 'coin', conduction: 'conductor' },
  { id: 'pencil-lead', conduction: 'weak' },
  { id: 'plastic-ruler', conduction: 'insulator' },
  { id: 'wooden-stick', conduction: 'insulator' },
  { id: 'eraser', conduction: 'insulator' },
  { id: 'glass-marble', conduction: 'insulator' },
  { id: 'paper', conduction: 'insulator' },
] as const satisfies readonly { id: string; conduction: Conduction }[];

export type TestMaterialId = (typeof TEST_MATERIALS)[number]['id'];
export type BulbState = 'bright' | 'dim' | 'off';

/** The bulb in the tester: the material closes the gap in the circuit, or does not. */
export function testerBulb(materialId: TestMaterialId | null): BulbState {
  if (materialId === null) return 'off';
  const material = TEST_MATERIALS.find((m) => m.id === materialId);
  if (!material) return 'off';
  return material.conduction === 'conductor' ? 'bright' : material.conduction === 'weak' ? 'dim' : 'off';
}

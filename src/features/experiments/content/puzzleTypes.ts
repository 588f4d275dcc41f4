/** A block-programming puzzle: its stage, the blocks offered and a stored solution. */
export type PuzzleSpec = { type: 'pending' };

/** What the classify game needs of an item: its id and the category it belongs to. */
export type ClassifyItem = { id: string; categoryId: string };

/** Each item is placed once (right or wrong); `selected` is the item picked up by a tap, waiting for a category. */
export type ClassifyState = {
  readonly placed: Readonly<Record<string, string>>;
  readonly selected: string | null;
  /** The item placed last, whose feedback and explanation are shown. */
  readonly lastPlaced: string | null;
};

export type ClassifyAction = { type: 'select'; itemId: string } | { type: 'place'; itemId: string; categoryId: string } | { type: 'reset' };

export const initialClassifyState: ClassifyState = { placed: {}, selected: null, lastPlaced: null };

export function classifyReducer(items: readonly ClassifyItem[], state: ClassifyState, action: ClassifyAction): ClassifyState {
  if (action.type === 'reset') return initialClassifyState;
  if (!items.some((item) => item.id === action.itemId) || action.itemId in state.placed) return state;
  if (action.type === 'select') return { ...state, selected: state.selected === action.itemId ? null : action.itemId };
  return {
    placed: { ...state.placed, [action.itemId]: action.categoryId },
    selected: null,
    lastPlaced: action.itemId,
  };
}

export const isPlacedCorrectly = (item: ClassifyItem, state: ClassifyState): boolean | null => {
  const placedIn = state.placed[item.id];
  return placedIn === undefined ? null : placedIn === item.categoryId;
};

export function classifyScore(items: readonly ClassifyItem[], state: ClassifyState) {
  const correct = items.filter((item) => isPlacedCorrectly(item, state) === true).length;
  const placed = items.filter((item) => item.id in state.placed).length;
  return { correct, placed, total: items.length, finished: placed === items.length };
}

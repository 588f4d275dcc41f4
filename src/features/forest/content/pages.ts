import { fireGameHead, forestHomeHead, treeJourneyHead } from './meta.ts';
import { forestHeroesHead, treePlantingHead, turkeyForestsHead } from './pagesMeta.ts';

const HEADS = {
  home: forestHomeHead,
  fireGame: fireGameHead,
  treeJourney: treeJourneyHead,
  forestHeroes: forestHeroesHead,
  turkeyForests: turkeyForestsHead,
  treePlanting: treePlantingHead,
};

export type ForestPageName = keyof typeof HEADS;

/** A forest page's loader data, once the forest's words are in (route.ts loads them beside this file): its head tags. */
export const forestPage = (name: ForestPageName) => ({ head: HEADS[name]() });

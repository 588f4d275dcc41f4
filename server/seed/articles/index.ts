import type { SeedArticle } from '../blogCatalogue.ts';
import { RESEARCH_ARTICLES } from './arastirma.ts';
import { EDUCATION_ARTICLES } from './egitim.ts';
import { ACCESSIBILITY_ARTICLES } from './erisilebilirlik.ts';
import { TECHNOLOGY_ARTICLES } from './teknoloji.ts';
import { CASE_STUDY_ARTICLES } from './vakaCalismasi.ts';

/** One file per category; add new articles there. */
export const ARTICLES: readonly SeedArticle[] = [
  ...TECHNOLOGY_ARTICLES,
  ...EDUCATION_ARTICLES,
  ...CASE_STUDY_ARTICLES,
  ...RESEARCH_ARTICLES,
  ...ACCESSIBILITY_ARTICLES,
];

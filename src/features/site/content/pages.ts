import { aboutHead, contactHead, coursesHead, helpHead, schoolsHead } from './pagesMeta.ts';

const HEADS = { about: aboutHead, courses: coursesHead, contact: contactHead, help: helpHead, schools: schoolsHead };

export type SitePageName = keyof typeof HEADS;

/** A marketing page's loader data, once the pages' words are in (route.ts loads them beside this file): its head tags. */
export const sitePage = (name: SitePageName) => ({ head: HEADS[name]() });

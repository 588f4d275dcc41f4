import { msg } from '@lingui/core/macro';
import type { SearchEntry } from '@/shared/search/searchEntry.ts';
import { activities } from './home.ts';
import { organisations } from './organisations.ts';
import { treeSpecies } from './species.ts';
import { forestsAndParks } from './forestsAndParks.ts';
import { plantingProgrammes } from './planting.ts';

/** The forest mini-site's public search surface: its pages and the things they describe. */
export function forestSearchEntries(): SearchEntry[] {
  return [
    {
      id: 'forest-home',
      group: 'forest',
      title: msg`Orman Farkındalığı`,
      summary: msg`Sincap Fındık’la ormanı tanı ve koru: beş etkinlik.`,
      keywords: [msg`orman`, msg`ağaç`, msg`doğa`],
      href: '/forest',
    },
    ...activities.map((activity) => ({
      id: `forest-${activity.id}`,
      group: 'forest' as const,
      title: activity.title,
      summary: activity.text,
      href: activity.path,
    })),
    ...organisations.map((organisation) => ({
      id: `forest-org-${organisation.id}`,
      group: 'forest' as const,
      title: organisation.name,
      summary: organisation.kidFriendlyInfo,
      keywords: [organisation.fullName, organisation.description],
      href: '/forest/forest-heroes',
    })),
    ...treeSpecies.map((species) => ({
      id: `forest-species-${species.id}`,
      group: 'forest' as const,
      title: species.name,
      summary: species.description,
      keywords: [species.scientificName, species.where],
      href: '/forest/turkey-forests',
    })),
    ...forestsAndParks.map((place, index) => ({
      id: `forest-place-${index}`,
      group: 'forest' as const,
      title: place.name,
      summary: place.description,
      keywords: [place.location],
      href: '/forest/turkey-forests',
    })),
    ...plantingProgrammes.map((programme) => ({
      id: `forest-programme-${programme.id}`,
      group: 'forest' as const,
      title: programme.name,
      summary: programme.kidFriendlyDescription,
      keywords: [programme.description],
      href: '/forest/tree-planting',
    })),
  ];
}

import { useMemo } from 'react';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { loadCurriculum, loadKitNames } from '@/features/experiments';
import type { LibraryNames } from '../model/charts.ts';

type Library = { units: ReadonlyMap<string, MessageDescriptor>; kitTitle: (kitId: string) => MessageDescriptor | undefined };

/** Until the library's names arrive (or when its chunk cannot load), the charts and the file show the codes. */
const CODES_ONLY: LibraryNames = { unitTitle: () => undefined, kitTitle: () => undefined };

/** The library's unit and kit titles, loaded on demand with the library's words: the answer names them by id only. */
export function useLibraryNames(): LibraryNames {
  const { i18n } = useLingui();
  const library = loadedValue(
    useLoaded(
      () =>
        Promise.all([loadCurriculum(), loadKitNames()]).then(
          ([curriculum, kits]): Library => ({
            units: new Map(curriculum.curriculum().map((unit) => [unit.id, unit.title])),
            kitTitle: (kitId) => kits.findKitName(kitId)?.title,
          }),
        ),
      [],
    ),
  );
  return useMemo(() => {
    if (!library) return CODES_ONLY;
    const text = (title: MessageDescriptor | undefined) => (title ? i18n._(title) : undefined);
    return { unitTitle: (unitId) => text(library.units.get(unitId)), kitTitle: (kitId) => text(library.kitTitle(kitId)) };
  }, [library, i18n]);
}

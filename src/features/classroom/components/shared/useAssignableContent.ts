import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { loadAssignableExperiments, type AssignableExperiment, type AssignableSummary } from '@/features/experiments';
import { TOOLS, findTool, loadToolsCatalog } from '@/features/tools';
import type { ContentRef } from '@/shared/api/classroom.ts';
import { PART_LABELS } from '../../content/labels.ts';

type Library = Awaited<ReturnType<typeof loadAssignableExperiments>>;

let loaded: Library | null = null;
let loading: Promise<Library> | null = null;

/** The library module, loaded once per page life (not a query: modules hold functions, which the persisted cache cannot store). */
function useLibrary(): Library | null {
  const [library, setLibrary] = useState(loaded);
  useEffect(() => {
    if (library) return;
    // A failed load (the catalogue's retries spent) is forgotten, so the next screen that asks tries again.
    loading ??= Promise.all([loadAssignableExperiments(), loadToolsCatalog()]).then(
      ([module]) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    let live = true;
    loading.then((module) => live && setLibrary(module)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [library]);
  return library;
}

/**
 * The experiments and tools a lesson or an assignment can point at, with their texts loaded.
 * Both are part of the app (precached), so this works offline.
 */
export function useAssignableContent() {
  const { i18n, t } = useLingui();
  const library = useLibrary();
  const experiments: AssignableSummary[] = library ? library.assignableExperiments() : [];

  /** "Işık ve Gölge → Örnek Sorular", a tool's name, or "Serbest görev". */
  const titleOf = (content: ContentRef): string => {
    if (content.kind === 'free') return t`Serbest görev`;
    if (content.kind === 'tool') {
      const tool = content.ref ? findTool(content.ref) : undefined;
      return tool ? i18n._(tool.title) : (content.ref ?? '');
    }
    const experiment = library?.findAssignableExperiment(content.ref);
    if (!experiment) return content.ref ?? '';
    const title = i18n._(experiment.title);
    return content.part ? `${title} → ${i18n._(PART_LABELS[content.part])}` : title;
  };

  /** Where a student opens it. */
  const hrefOf = (content: ContentRef): string | null => {
    if (content.kind === 'tool' && content.ref) return `/dashboard/tools/${encodeURIComponent(content.ref)}`;
    if (content.kind === 'experiment' && content.ref && library) return library.experimentHref(content.ref, content.part);
    return null;
  };

  return { ready: Boolean(library), experiments, tools: TOOLS, library, titleOf, hrefOf };
}

const withQuestions = new Map<string, AssignableExperiment>();

/**
 * An assigned experiment with its questions, loaded on demand (one experiment's text, not the
 * library's). `ready` is false until they are there, so nothing is judged or sent without them.
 */
export function useAssignedExperiment(content: ContentRef): { experiment: AssignableExperiment | undefined; ready: boolean } {
  const library = useLibrary();
  const id = content.kind === 'experiment' ? content.ref : null;
  const [, setLoadedId] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!library || !id || withQuestions.has(id)) return;
    let live = true;
    library.loadAssignableExperiment(id).then(
      (experiment) => {
        if (experiment) withQuestions.set(id, experiment);
        if (live) setLoadedId(id);
      },
      () => live && setFailed(id),
    );
    return () => {
      live = false;
    };
  }, [library, id]);
  if (!id) return { experiment: undefined, ready: true };
  const experiment = withQuestions.get(id);
  // An id the library does not know (content removed since it was assigned) is ready with nothing to answer.
  const known = library?.findAssignableExperiment(id) !== undefined;
  return { experiment, ready: Boolean(library) && (experiment !== undefined || !known || failed === id) };
}

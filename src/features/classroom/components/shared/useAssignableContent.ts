import { useLingui } from '@lingui/react/macro';
import { loadAssignableExperiments, type AssignableExperiment, type AssignableSummary } from '@/features/experiments';
import { TOOLS, findTool, loadToolsCatalog } from '@/features/tools';
import type { ContentRef } from '@/shared/api/classroom.ts';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { PART_LABELS } from '../../content/labels.ts';

type Library = Awaited<ReturnType<typeof loadAssignableExperiments>>;

let loaded: Library | null = null;
let loading: Promise<Library> | null = null;

/** The library module, loaded once per page life (not a query: modules hold functions, which the persisted cache cannot store). */
const loadLibrary = (): Promise<Library> =>
  (loading ??= Promise.all([loadAssignableExperiments(), loadToolsCatalog()]).then(
    ([module]) => (loaded = module),
    // A failed load (the catalogue's retries spent) is forgotten, so a retry or the next screen that asks tries again.
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * Once loaded, the library is there from a screen's first render: a new assignment takes its title from it
 * as the form opens. `failure` says why it is not there when its chunk could not load.
 */
function useLibrary(): { library: Library | null; failure: { error: unknown } | null; retry: () => void } {
  const asked = useLoaded(loadLibrary, [], { enabled: loaded === null });
  const library = loaded ?? loadedValue(asked);
  return { library, failure: !library && asked.status === 'error' ? { error: asked.error } : null, retry: asked.retry };
}

/**
 * The experiments and tools a lesson or an assignment can point at, with their texts loaded.
 * Both are part of the app (precached), so this works offline.
 */
export function useAssignableContent() {
  const { i18n, t } = useLingui();
  const { library, failure, retry } = useLibrary();
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

  return { ready: Boolean(library), failure, retry, experiments, tools: TOOLS, library, titleOf, hrefOf };
}

const withQuestions = new Map<string, AssignableExperiment>();

/** Which experiment an answer is about: one that comes for the experiment shown before must not stand for this one. */
type Asked = { id: string; failed: boolean };

/**
 * An assigned experiment with its questions, loaded on demand (one experiment's text, not the
 * library's). `ready` is false until they are there, so nothing is judged or sent without them.
 */
export function useAssignedExperiment(content: ContentRef): { experiment: AssignableExperiment | undefined; ready: boolean } {
  const { library } = useLibrary();
  const id = content.kind === 'experiment' ? content.ref : null;
  const asked = loadedValue(
    useLoaded(
      (): Promise<Asked | null> =>
        library && id
          ? library.loadAssignableExperiment(id).then(
              (experiment) => {
                if (experiment) withQuestions.set(id, experiment);
                return { id, failed: false };
              },
              () => ({ id, failed: true }),
            )
          : Promise.resolve(null),
      [library, id],
      { enabled: Boolean(library && id && !withQuestions.has(id)) },
    ),
  );
  if (!id) return { experiment: undefined, ready: true };
  const experiment = withQuestions.get(id);
  // An id the library does not know (content removed since it was assigned) is ready with nothing to answer.
  const known = library?.findAssignableExperiment(id) !== undefined;
  const failed = asked?.id === id && asked.failed;
  return { experiment, ready: Boolean(library) && (experiment !== undefined || !known || failed) };
}

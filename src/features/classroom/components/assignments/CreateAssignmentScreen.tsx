import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPERIMENT_PARTS, type ContentRef, type ExperimentPart } from '@/shared/api/classroom.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { classesQuery } from '../../api.ts';
import { defaultDueAt } from '../../model/dates.ts';
import { useAssignableContent } from '../shared/useAssignableContent.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import { AssignmentForm } from './AssignmentForm.tsx';
import * as layout from '../shared/layout.css.ts';

/** Ödev oluştur: content (experiment, one of its parts, a tool or a free task), class or chosen students, dates, draft or scheduled. */
type StartFrom = { experiment?: string; part?: string; tool?: string };

const isPart = (value: string | undefined): value is ExperimentPart => (EXPERIMENT_PARTS as readonly (string | undefined)[]).includes(value);

export function CreateAssignmentScreen({ classId, ...start }: { classId?: number } & StartFrom) {
  const { t } = useLingui();
  const classes = useQuery(classesQuery());
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ödevler`, href: '/assignments' }, { label: t`Ödev oluştur` }];
  const own = (classes.data ?? []).filter((item) => item.can_edit && item.status === 'active');

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={crumbs}
        title={<Trans>Ödev oluştur</Trans>}
        lead={<Trans>Bir deneyi, bölümünü, bir aracı ya da serbest bir görevi sınıfınıza verin.</Trans>}
      />
      {classes.isPending ? (
        <Loading label={t`Sınıflar yükleniyor...`} />
      ) : !classes.data ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : own.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Ödev verebilmek için önce Sınıflarım sayfasında bir sınıf oluşturun.</Trans>
        </p>
      ) : (
        <StartingContent {...start}>
          {(initialContent) => (
            <NewAssignmentForm
              classes={own}
              initialClassId={own.some((item) => item.id === classId) ? (classId ?? null) : (own[0]?.id ?? null)}
              initialContent={initialContent}
            />
          )}
        </StartingContent>
      )}
    </div>
  );
}

/**
 * An address may name what to assign (`?experiment=` and `part`, or `?tool=`, e.g. from EtkiBot's
 * suggestions): the form waits for the library so it opens with that content chosen and its title
 * filled in. An id the library does not have is ignored.
 */
function StartingContent({ experiment, part, tool, children }: StartFrom & { children: (content: ContentRef | null) => ReactNode }) {
  const { t } = useLingui();
  const content = useAssignableContent();
  if (!experiment && !tool) return children(null);
  if (content.failure) return <LoadError error={content.failure.error} onRetry={content.retry} />;
  if (!content.ready) return <Loading label={t`İçerik yükleniyor...`} />;
  if (experiment && content.library?.findAssignableExperiment(experiment))
    return children({ kind: 'experiment', ref: experiment, part: isPart(part) ? part : null });
  if (tool && content.tools.some((item) => item.id === tool)) return children({ kind: 'tool', ref: tool, part: null });
  return children(null);
}

type NewAssignmentProps = { classes: { id: number; name: string }[]; initialClassId: number | null; initialContent: ContentRef | null };

/** A new assignment starts for the class and content it was opened with, due at the default time, shown at once. */
function NewAssignmentForm({ classes, initialClassId, initialContent }: NewAssignmentProps) {
  const router = useRouter();
  const content = useAssignableContent();
  const [initial] = useState(() => ({
    classId: initialClassId,
    content: initialContent ?? { kind: 'experiment' as const, ref: null, part: null },
    title: initialContent ? content.titleOf(initialContent) : '',
    instructions: '',
    audience: 'class' as const,
    studentIds: [],
    when: 'now' as const,
    publishAt: null,
    dueAt: defaultDueAt(),
    reveal: 'after_grading' as const,
  }));
  return <AssignmentForm classes={classes} initial={initial} onSaved={(id) => router.history.push(`/assignments/${id}`)} />;
}

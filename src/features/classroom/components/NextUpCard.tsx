import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { Card } from '@/shared/ui/Card.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { assignmentsQuery, homeworksQuery } from '../api.ts';
import { formatDueDate } from '../model/dates.ts';
import { nextDue } from '../model/states.ts';
import * as layout from './shared/layout.css.ts';

/** The dashboard home's "what is next": a learner's next homework, a teacher's work waiting to be marked. */
export function NextUpCard() {
  const { user } = useSession();
  if (user?.account_kind === 'school') return user.role === 'student' ? <TabletPrompt /> : null;
  if (user?.role === 'student' || user?.role === 'parent') return <LearnerNextUp parent={user.role === 'parent'} />;
  if (user?.role === 'teacher' || user?.role === 'administrator') return <TeacherNextUp />;
  return null;
}

/** The school's shared student account is a class tablet: each child signs in as themselves first. */
export function TabletPrompt() {
  return (
    <Card as="section" tone="accent" aria-labelledby="tablet-prompt">
      <div className={layout.cardBody}>
        <h2 id="tablet-prompt" className={layout.cardTitle}>
          <Trans>Bu bir sınıf tableti</Trans>
        </h2>
        <p>
          <Trans>Ödevlerini yapmak için önce adını seç ve resim şifreni gir.</Trans>
        </p>
        <PathLink href="/class-tablet" className={button({ variant: 'primary', size: 'lg' })}>
          <span aria-hidden="true">👋</span>
          <Trans>Adımı seçeceğim</Trans>
        </PathLink>
      </div>
    </Card>
  );
}

function LearnerNextUp({ parent }: { parent: boolean }) {
  const query = useQuery(homeworksQuery());
  const now = useNow().getTime();
  if (!query.data) return null;
  // A parent no child is linked to yet gets the home's "Çocuğumu bağla" instead of "no homework".
  if (parent && !query.data.children?.length) return null;
  const next = nextDue(query.data.homeworks, now);
  const title = next?.assignment.title ?? '';
  const due = next ? formatDueDate(next.assignment.due_at) : '';
  return (
    <Card as="section" tone="accent" aria-labelledby="next-up">
      <div className={layout.cardBody}>
        <h2 id="next-up" className={layout.cardTitle}>
          {parent ? <Trans>Çocuğunuzun sıradaki ödevi</Trans> : <Trans>Sıradaki ödevin</Trans>}
        </h2>
        {next ? (
          <p>
            <Trans>
              <strong>{title}</strong> — son teslim {due}
            </Trans>
          </p>
        ) : (
          <p>{parent ? <Trans>Şu an bekleyen bir ödev yok.</Trans> : <Trans>Şu an bekleyen ödevin yok. Harika!</Trans>}</p>
        )}
        <PathLink href={next && !parent ? `/homeworks/${next.assignment.id}` : '/homeworks'} className={button({ variant: 'primary' })}>
          {next && !parent ? <Trans>Ödevi yap</Trans> : <Trans>Ödevleri gör</Trans>}
        </PathLink>
      </div>
    </Card>
  );
}

function TeacherNextUp() {
  const query = useQuery(assignmentsQuery());
  const now = useNow().getTime();
  if (!query.data) return null;
  const waiting = query.data.reduce((sum, assignment) => sum + assignment.counts.submitted + assignment.counts.late, 0);
  const upcoming = query.data
    .filter((assignment) => assignment.status === 'published' && Date.parse(assignment.due_at) >= now)
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at))[0];
  const count = formatNumber(waiting);
  const title = upcoming?.title ?? '';
  const due = upcoming ? formatDueDate(upcoming.due_at) : '';
  return (
    <Card as="section" tone="accent" aria-labelledby="next-up">
      <div className={layout.cardBody}>
        <h2 id="next-up" className={layout.cardTitle}>
          <Trans>Sınıflarınızda sırada</Trans>
        </h2>
        <p>{waiting > 0 ? <Trans>Değerlendirilmeyi bekleyen {count} teslim var.</Trans> : <Trans>Değerlendirilmeyi bekleyen teslim yok.</Trans>}</p>
        {upcoming ? (
          <p>
            <Trans>
              Yaklaşan: <strong>{title}</strong> — son teslim {due}
            </Trans>
          </p>
        ) : null}
        <PathLink href="/assignments" className={button({ variant: 'primary' })}>
          <Trans>Ödevlere git</Trans>
        </PathLink>
      </div>
    </Card>
  );
}

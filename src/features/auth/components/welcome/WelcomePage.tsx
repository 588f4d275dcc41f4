import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '@/shared/styles/recipes.css.ts';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { displayFirstName, roleIcon } from '../../model/displayName.ts';
import { useSession } from '../../model/session.ts';
import { roleLabel } from '../../model/roleLabels.ts';
import { NEXT_STEPS } from './nextSteps.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './WelcomePage.css.ts';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs.tsx';

/** /welcome: the first screen after registration — a greeting and first steps that fit the role. */
export function WelcomePage() {
  const { i18n, t } = useLingui();
  const { user } = useSession();
  // The route's guard keeps signed-out visitors away; this only covers signing out while here.
  if (!user) return null;

  const name = displayFirstName(user);
  // A role the client does not know (a newer server) still gets a greeting and the student's general steps.
  const steps = NEXT_STEPS[user.role] ?? NEXT_STEPS.student;
  const icon = roleIcon[user.role] ?? '👋';
  const role = i18n._(roleLabel(user.role));

  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Hoş geldiniz` }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          <span className={styles.roleIcon} aria-hidden="true">
            {icon}
          </span>
          <span>
            <Trans>Hoş geldiniz, {name}!</Trans>
          </span>
        </h1>
        <p className={frame.lead}>
          <Trans>{role} hesabınız hazır. Başlamak için birkaç öneri:</Trans>
        </p>
      </header>

      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title.id}>
            <Card as="article" className={styles.step}>
              <span className={styles.stepIcon} aria-hidden="true">
                {step.icon}
              </span>
              <h2 className={styles.stepTitle}>{i18n._(step.title)}</h2>
              <p className={styles.stepText}>{i18n._(step.description)}</p>
              <PathLink href={step.href} className={button({ variant: 'secondary', block: true })}>
                {i18n._(step.action)}
              </PathLink>
            </Card>
          </li>
        ))}
      </ol>

      <ButtonLink to="/dashboard" size="lg" className={styles.primary}>
        <Trans>Panele Git</Trans>
      </ButtonLink>
    </div>
  );
}

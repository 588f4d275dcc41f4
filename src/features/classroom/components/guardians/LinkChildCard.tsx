import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GuardianChild } from '@/shared/api/guardians.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { LinkChildForm } from './LinkChildForm.tsx';
import * as layout from '../shared/layout.css.ts';
import * as own from './guardians.css.ts';

/**
 * "Çocuğumu bağla": a parent with no linked child is told how to get linked and gets the form at once
 * (never an empty homework list); a parent with children may link another.
 */
export function LinkChildCard({ hasChild, className }: { hasChild: boolean; className?: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [linked, setLinked] = useState<GuardianChild | null>(null);
  const name = linked?.full_name ?? '';
  const formShown = !linked && (open || !hasChild);

  return (
    <Card as="section" tone={hasChild ? 'elevated' : 'accent'} aria-labelledby={titleId} {...(className ? { className } : {})}>
      <div className={layout.cardBody}>
        <h2 id={titleId} className={layout.cardTitle}>
          <Trans>Çocuğumu bağla</Trans>
        </h2>
        {hasChild ? null : (
          <>
            <p>
              <Trans>Çocuğunuzun ödevlerini ve öğretmen notlarını görmek için hesabınızı çocuğunuza bağlayın.</Trans>
            </p>
            <ol className={own.steps}>
              <li>
                <Trans>Çocuğunuzun öğretmeninden veli kodunu isteyin; öğretmen kodu sınıfın Öğrenciler sayfasından yazdırır.</Trans>
              </li>
              <li>
                <Trans>Kartın üstündeki kodu aşağıya yazın.</Trans>
              </li>
              <li>
                <Trans>Çocuğunuzun adını ve sınıfını görünce “Evet, bağla”ya basın.</Trans>
              </li>
            </ol>
          </>
        )}
        {linked ? (
          <>
            <FormAlert tone="success">
              <Trans>{name} hesabınıza bağlı.</Trans>
            </FormAlert>
            <div className={layout.actions}>
              <PathLink href={`/homeworks?student=${linked.id}`} className={button({ variant: 'primary' })}>
                <Trans>Ödevlerini gör</Trans>
              </PathLink>
              <Button
                variant="secondary"
                onClick={() => {
                  setLinked(null);
                  setOpen(true);
                }}
              >
                <Trans>Başka bir çocuğu bağla</Trans>
              </Button>
            </div>
          </>
        ) : null}
        {formShown ? <LinkChildForm onLinked={setLinked} {...(hasChild ? { onCancel: () => setOpen(false) } : {})} /> : null}
        {!linked && !formShown ? (
          <>
            <p className={layout.muted}>
              <Trans>Başka bir çocuğunuz da EtkiLab’da ise öğretmeninin verdiği veli koduyla onu da bağlayabilirsiniz.</Trans>
            </p>
            <div className={layout.actions}>
              <Button variant="secondary" onClick={() => setOpen(true)}>
                <Trans>Başka bir çocuğu bağla</Trans>
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}

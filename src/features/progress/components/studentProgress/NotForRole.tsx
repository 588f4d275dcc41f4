import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { Role } from '@/shared/api/contract.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';

/** A student or a parent who lands here (an old link, a shared tablet) is sent kindly to their own page. */
export function NotForRole({ role }: { role: Role | undefined }) {
  return (
    <FormAlert tone="info" title={<Trans>Bu sayfa öğretmenler içindir</Trans>}>
      {role === 'student' ? (
        <Trans>
          Kendi gelişimini <Link to="/progress-map">İlerleme Haritam</Link> sayfasında görebilirsin.
        </Trans>
      ) : role === 'parent' ? (
        <Trans>
          Çocuğunuzun gelişimini <Link to="/progress-map">Çocuğumun Gelişimi</Link> sayfasında görebilirsiniz.
        </Trans>
      ) : (
        <Trans>
          <Link to="/dashboard">Anasayfaya</Link> dönebilirsiniz.
        </Trans>
      )}
    </FormAlert>
  );
}

import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { DemoNoticeDialog } from '@/shared/ui/DemoNoticeDialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { Tabs } from '@/shared/ui/Tabs.tsx';
import { safeReturnUrl } from '../../model/returnUrl.ts';
import { sessionStore } from '../../model/session.ts';
import { EmailLoginForm } from './EmailLoginForm.tsx';
import { SchoolLoginForm } from './SchoolLoginForm.tsx';
import * as guest from '../guestPage.css.ts';
import * as styles from './LoginPage.css.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

type Method = 'email' | 'school';

/** A classroom tablet is signed into the same way every time: open the method used last. */
const METHOD_KEY = STORAGE_KEYS.loginMethod;
const storage = safeLocalStorage();
const lastMethod = (): Method => (storage.getItem(METHOD_KEY) === 'school' ? 'school' : 'email');

function TabLabel({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <>
      <span className={styles.tabIcon} aria-hidden="true">
        {icon}
      </span>
      {children}
    </>
  );
}

type LoginPageProps = {
  /** Where the guard sent the visitor from; followed only when it is a safe in-app path. */
  returnUrl?: string;
};

/** /login: e-mail sign-in and the school-account sign-in (docs/behaviour.md#routes-and-guards, #sessions-and-flows) as two tabs. */
export function LoginPage({ returnUrl }: LoginPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [method, setMethod] = useState<Method>(lastMethod);
  // The school list is fetched the first time its tab opens, then the form keeps its state.
  const [schoolOpened, setSchoolOpened] = useState(method === 'school');
  const [demoFeature, setDemoFeature] = useState<string | null>(null);

  const choose = (next: Method) => {
    setMethod(next);
    if (next === 'school') setSchoolOpened(true);
    storage.setItem(METHOD_KEY, next);
  };

  // A school's shared student account is a class tablet: without a page to return to, it opens
  // the name picker, where each child signs in as themselves.
  const onSignedIn = () => {
    const user = sessionStore.getState().user;
    const tablet = user?.account_kind === 'school' && user.role === 'student';
    void navigate({ href: tablet && !returnUrl ? '/class-tablet' : safeReturnUrl(returnUrl), replace: true });
  };

  return (
    <div className={guest.page}>
      <header className={guest.header}>
        <h1 className={guest.title}>
          <Trans>Giriş Yap</Trans>
        </h1>
        <p className={guest.lead}>
          <Trans>E-posta adresinizle ya da okulunuzun verdiği okul hesabıyla giriş yapın.</Trans>
        </p>
      </header>

      {online ? null : (
        <FormAlert tone="warning" title={t`İnternet bağlantısı yok`}>
          <Trans>Giriş yapmak için internet bağlantısı gerekir. Bağlantınız gelince yeniden deneyin.</Trans>
        </FormAlert>
      )}

      <Card tone="elevated" className={styles.card}>
        <Tabs
          tabs={[
            { id: 'email', label: <TabLabel icon="✉️">{t`E-posta ile giriş`}</TabLabel> },
            { id: 'school', label: <TabLabel icon="🏫">{t`Okul Hesabına Giriş Yap`}</TabLabel> },
          ]}
          current={method}
          onSelect={choose}
          label={t`Giriş yöntemi`}
          classNames={{ root: styles.tabsRoot, list: styles.tabs, tab: styles.tab, panel: styles.panel }}
          panels={{
            email: (
              <>
                <p className={styles.panelIntro}>
                  <Trans>Kendi e-posta adresiniz ve şifrenizle açtığınız hesaba giriş yapın.</Trans>
                </p>
                <EmailLoginForm onSignedIn={onSignedIn} />
              </>
            ),
            school: schoolOpened ? (
              <>
                <p className={styles.panelIntro}>
                  <Trans>Okulunuz size bir okul hesabı verdiyse okulunuzu, sınıfınızı ve hesap türünü seçip şifreyi girin.</Trans>
                </p>
                <SchoolLoginForm onSignedIn={onSignedIn} />
              </>
            ) : null,
          }}
        />
      </Card>

      <section aria-labelledby="login-other-ways" className={styles.panel}>
        <h2 id="login-other-ways" className={styles.divider}>
          <Trans>Diğer seçenekler</Trans>
        </h2>
        <div className={styles.others}>
          <Button variant="secondary" block onClick={() => setDemoFeature(t`Google ile giriş`)}>
            <Trans>Google ile giriş yap</Trans>
          </Button>
          <Button variant="secondary" block onClick={() => setDemoFeature(t`Demo hesabı`)}>
            <Trans>Demo hesabıyla dene</Trans>
          </Button>
        </div>
        <p className={styles.othersNote}>
          <Trans>Bu iki seçenek bu sürümde henüz kullanılamıyor; tıkladığınızda ayrıntıları görürsünüz.</Trans>
        </p>
      </section>

      <p className={styles.footer}>
        <Trans>Hesabınız yok mu?</Trans>{' '}
        <Link to="/register" className={styles.textLink}>
          <Trans>Kayıt olun</Trans>
        </Link>
      </p>

      <DemoNoticeDialog open={demoFeature !== null} feature={demoFeature} onClose={() => setDemoFeature(null)} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LiteLanguageSwitch } from '../../../shared/ui/lite-language-switch.tsx';
import { LoginForm } from './login-form.tsx';

/** /login (plain layout, no antd). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <main className="login-page">
      <section className="lite-card" aria-labelledby="login-title">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <h1 id="login-title">{t('login.title')}</h1>
          <LiteLanguageSwitch />
        </div>
        <p className="lite-muted">{t('login.subtitle')}</p>
        <LoginForm />
      </section>
    </main>
  );
}

export default LoginPage;

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/client.ts';
import { type SignInResult, signIn } from '../model/session-actions.ts';
import { CodeStep } from './code-step.tsx';

interface Values {
  login: string;
  password: string;
}

export type Failure = { type: 'error' | 'warning'; text: string };

/** Server refusals: 400 wrong credentials, 429 rate limit; the server's text when it sends one. */
export function failureOf(e: unknown, t: (key: string) => string): Failure {
  if (isApiError(e)) {
    const own = e.message && !e.message.startsWith('HTTP ') ? e.message : null;
    if (e.status === 429) return { type: 'warning', text: own ?? t('login.rateLimited') };
    if (e.status >= 400 && e.status < 500) return { type: 'error', text: own ?? t('login.wrongCredentials') };
  }
  return { type: 'error', text: t('login.failed') };
}

/** Login and password, then the code step when two-factor applies. antd-free: the login route budget. */
export function LoginForm() {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [codeStep, setCodeStep] = useState<{ otpauthUri?: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<Values>({ defaultValues: { login: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const submit = async (values: Values, code?: string): Promise<SignInResult | null> => {
    setFailure(null);
    try {
      const result = await signIn({ login: values.login.trim(), password: values.password, code });
      if (result.kind === 'code') setCodeStep({ otpauthUri: result.otpauthUri });
      return result;
    } catch (e) {
      setFailure(failureOf(e, t));
      return null;
    }
  };

  const alert = failure && (
    <div role="alert" className={`lite-alert ${failure.type}`}>
      {failure.text}
    </div>
  );

  if (codeStep) {
    return (
      <CodeStep
        otpauthUri={codeStep.otpauthUri}
        alert={alert}
        onSubmit={(code) => submit(getValues(), code)}
        onBack={() => {
          setCodeStep(null);
          setFailure(null);
        }}
      />
    );
  }

  return (
    <form className="lite-form" onSubmit={handleSubmit((v) => submit(v))} noValidate>
      {alert}
      <div className="lite-field">
        <label htmlFor={`${id}-login`}>{t('login.login')}</label>
        <input
          id={`${id}-login`}
          className="lite-input"
          autoComplete="username"
          // biome-ignore lint/a11y/noAutofocus: the only task of the page
          autoFocus
          aria-invalid={Boolean(errors.login)}
          aria-describedby={errors.login ? `${id}-login-error` : undefined}
          {...register('login', { validate: (v) => v.trim() !== '' || t('field.fillRequired') })}
        />
        {errors.login && (
          <span id={`${id}-login-error`} className="lite-error-text">
            {errors.login.message}
          </span>
        )}
      </div>
      <div className="lite-field">
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <div className="lite-input-wrap">
          <input
            id={`${id}-password`}
            className="lite-input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password', { validate: (v) => v !== '' || t('field.fillRequired') })}
          />
          <button
            type="button"
            className="lite-eye"
            aria-pressed={showPassword}
            aria-label={t('login.showPassword')}
            onClick={() => setShowPassword((v) => !v)}
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
        {errors.password && (
          <span id={`${id}-password-error`} className="lite-error-text">
            {errors.password.message}
          </span>
        )}
      </div>
      <button type="submit" className="lite-button" disabled={isSubmitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

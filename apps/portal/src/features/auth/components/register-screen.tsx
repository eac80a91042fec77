import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { RichMessage, useT } from '@mizani/i18n/react';
import { Code, isApiError } from '@mizani/sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DeferredStepTransition } from '../../../components/deferred-step.tsx';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { AuthCard } from './auth-card.tsx';
import { RegisterIdentityForm, type VerifiedIdentity } from './register-identity-form.tsx';
import { RegisterPasswordForm } from './register-password-form.tsx';
import { RegisterSuccess } from './register-success.tsx';
import { useCodeSender } from '../hooks/use-code-sender.ts';
import { codeAndPasswordRequest, codeRequest, displayAddress, emptyIdentity, toAddress } from '../identity.ts';
import { isLoginCountryId } from '../login-request.ts';

type Step = { name: 'identify' } | { name: 'password' } | { name: 'done'; accountNo: string; loginHref: string };
const STEP_NUMBER: Record<Step['name'], number> = { identify: 1, password: 2, done: 3 };

// Failures that mean the first step's answer was wrong: the user goes back to fix it there.
const BACK_TO_STEP_ONE: readonly number[] = [Code.WRONG_CODE, Code.ACCOUNT_EXISTS, Code.COUNTRY_NOT_FOUND];

function StepLabel({ step }: { step: 1 | 2 }) {
  const t = useT();
  const title: MessageId = step === 1 ? 'auth.register.step1' : 'auth.register.step2';
  return (
    <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
      {t('auth.register.step', { step, total: 2 })} · {t(title)}
    </Text>
  );
}

function LegalNote() {
  const link = (to: string) => (chunks: ReactNode[]) => (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{chunks}</RouterLink>
    </Link>
  );
  return (
    <Text fontSize="sm" color="fg.muted">
      <RichMessage
        id={'auth.register.legal' satisfies MessageId}
        values={{ terms: link(paths.termsConditions.getHref()), privacy: link(paths.privacyNotice.getHref()) }}
      />
    </Text>
  );
}

/** Sign-up: phone or email with a code, then the password, then the new account number. */
export function RegisterScreen() {
  const t = useT();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [identity, setIdentity] = useState<VerifiedIdentity>({ ...emptyIdentity(), code: '' });
  const sender = useCodeSender('register');

  // Moving between steps replaces the form; the heading takes the focus so a screen reader
  // announces where the user now is.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step.name]);

  // The code is checked before the password step, so a mistyped one is fixed where it was typed.
  const checkCode = async (values: VerifiedIdentity) => {
    const request = codeRequest(toAddress(values), values.code);
    try {
      await (request.method === 'phone' ? api.user.registerCheckCode(request.body) : api.user.emailRegisterCheckCode(request.body));
    } catch {
      // The API client has shown why (a wrong code, an address with an account); step 1 stays.
      return;
    }
    setIdentity(values);
    setStep({ name: 'password' });
  };

  const register = async (password: string) => {
    const address = toAddress(identity);
    const request = codeAndPasswordRequest(address, identity.code, password);
    try {
      const result = request.method === 'phone' ? await api.user.register(request.body) : await api.user.emailRegister(request.body);
      const loginHref =
        address.method === 'phone' && isLoginCountryId(String(address.countryId))
          ? paths.countryLogin.getHref(String(address.countryId))
          : paths.login.getHref();
      setStep({ name: 'done', accountNo: result.accountNo, loginHref });
    } catch (error) {
      // The API client has shown the message; a wrong or spent code is fixed in step 1.
      if (isApiError(error) && BACK_TO_STEP_ONE.includes(error.code)) {
        setIdentity((current) => ({ ...current, code: '' }));
        setStep({ name: 'identify' });
      }
    }
  };

  const done = step.name === 'done';
  return (
    <AuthCard
      title={t(done ? 'auth.register.success.title' : 'auth.register.title')}
      subtitle={
        done
          ? t('auth.register.success.body')
          : step.name === 'identify'
            ? t('auth.register.subtitle')
            : t('auth.register.passwordFor', { address: displayAddress(toAddress(identity)) })
      }
      headingRef={heading}
      footer={
        done ? undefined : (
          <HStack gap="1" flexWrap="wrap">
            <Text color="fg.muted">{t('auth.register.haveAccount')}</Text>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
            </Link>
          </HStack>
        )
      }
    >
      <DeferredStepTransition step={STEP_NUMBER[step.name]}>
        {step.name === 'done' ? (
          <RegisterSuccess accountNo={step.accountNo} loginHref={step.loginHref} />
        ) : step.name === 'identify' ? (
          <Stack gap="6">
            <StepLabel step={1} />
            <RegisterIdentityForm
              initialValues={identity}
              sender={sender}
              onNext={checkCode}
            />
            <LegalNote />
          </Stack>
        ) : (
          <Stack gap="6">
            <StepLabel step={2} />
            <RegisterPasswordForm onBack={() => setStep({ name: 'identify' })} onSubmit={register} />
          </Stack>
        )}
      </DeferredStepTransition>
    </AuthCard>
  );
}

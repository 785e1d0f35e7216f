import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonGroup } from '@wl/ui';
import { useMemberSecurityConfigQuery } from '@wl/api/member';
import { useSession } from '@wl/app-shell';
import { SECURITY_LEVEL_MAX, securityLevel, securityStrength } from '@wl/domain';
import { useAccountActions } from '../../account/index.ts';
import { AuthenticatorSection } from './Authenticator.tsx';
import { BankCardsSection } from './BankCards.tsx';
import { ContactSection } from './Contacts.tsx';
import { PaymentPasswordSection } from './PaymentPassword.tsx';
import { ProfileSection } from './Profile.tsx';
import { Section, StyledActions, StyledGrid } from './parts.tsx';

const StyledMeter = styled.div<{ $tone: 'low' | 'medium' | 'high' }>`
  height: ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.sunken};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme, $tone }) => ($tone === 'high' ? theme.color.bg.success : $tone === 'medium' ? theme.color.bg.warning : theme.color.bg.danger)};
  }
`;

/**
 * The security centre: the security level, the profile, the login password (the account popup), the payment password,
 * bank cards, mobile and e-mail binding and the authenticator app. What is set up comes from the security config.
 */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const session = useSession();
  const account = useAccountActions();
  const config = useMemberSecurityConfigQuery();

  if (config.isLoading) return <SkeletonGroup lines={6} label={t('loading')} />;
  if (!config.data)
    return (
      <ErrorState
        title={t('security.loadFailed')}
        onRetry={() => void config.refetch()}
        retryLabel={t('security.retry')}
        retrying={config.isFetching}
      />
    );

  const c = config.data;
  const level =
    c.securityLevel ??
    securityLevel({
      hasPaymentPassword: c.hasPaymentPassword,
      mobileBound: c.mobileBound,
      emailBound: c.emailBound,
      bankCardCount: c.bankCardCount,
      gaBound: c.gaBound === true,
    });
  const max = c.securityLevelMax ?? SECURITY_LEVEL_MAX;
  const strength = securityStrength(level);
  const valueText = t('security.level.value', {
    level: t(`security.level.${strength}`),
    score: level,
    total: max,
  });

  return (
    <StyledGrid>
      <Section id="securityLevel" title={t('security.level.title')}>
        <StyledMeter
          role="meter"
          aria-label={t('security.level.title')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={level}
          aria-valuetext={valueText}
          $tone={strength}
        >
          <span style={{ width: `${Math.round((level / max) * 100)}%` }} />
        </StyledMeter>
        <p>{valueText}</p>
        <p>{t('security.level.hint')}</p>
      </Section>
      <ProfileSection member={session.member} />
      <Section id="loginPassword" title={t('security.loginPassword.title')}>
        <p>{t('security.loginPassword.text')}</p>
        <StyledActions>
          <Button variant="secondary" onClick={account.openChangePassword}>
            {t('security.loginPassword.change')}
          </Button>
        </StyledActions>
      </Section>
      <PaymentPasswordSection has={c.hasPaymentPassword} mobileBound={c.mobileBound} />
      <BankCardsSection hasPaymentPassword={c.hasPaymentPassword} />
      <ContactSection kind="mobile" bound={c.mobileBound} masked={c.mobile ?? session.member?.mobile} />
      <ContactSection kind="email" bound={c.emailBound} masked={c.email ?? session.member?.email} />
      {c.gaEnabled !== false && <AuthenticatorSection bound={c.gaBound === true} />}
    </StyledGrid>
  );
}

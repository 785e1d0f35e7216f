import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTenant } from '@wl/app-shell';
import { Alert, Button } from '@wl/ui';
import { PageFrame } from '../PageFrame.tsx';
import { installOffer, onInstallOfferChange, promptInstall, runsInstalled } from '../../pwa/installPrompt.ts';
import { INSTALL_GUIDE_PATH, type PhoneOs } from '../../shell/appDownload.ts';

const StyledGuide = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  max-width: 40rem;
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space['6']};
    display: grid;
    gap: ${({ theme }) => theme.space['2']};
  }
`;

const StyledIntro = styled.p`
  margin: 0;
  max-width: 40rem;
`;

const StyledOther = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['4']};
`;

const phoneOf = (value: string | null): PhoneOs | undefined =>
  value === 'ios' || value === 'android' ? value : undefined;

function IosSteps({ name }: { name: string }) {
  const { t } = useTranslation('install');
  return (
    <StyledGuide aria-labelledby="install-ios">
      <h2 id="install-ios">{t('guide.ios.heading')}</h2>
      <ol>
        <li>{t('guide.ios.step1')}</li>
        <li>{t('guide.ios.step2')}</li>
        <li>{t('guide.ios.step3')}</li>
        <li>{t('guide.ios.step4', { name })}</li>
      </ol>
    </StyledGuide>
  );
}

type Outcome = 'idle' | 'asking' | 'accepted' | 'dismissed';

function AndroidSteps({ name }: { name: string }) {
  const { t } = useTranslation('install');
  // Chrome's own install offer (beforeinstallprompt): the button shows only while the browser offers it.
  const offer = useSyncExternalStore(onInstallOfferChange, installOffer, () => undefined);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const install = async () => {
    setOutcome('asking');
    const answer = await promptInstall().catch(() => 'dismissed' as const);
    setOutcome(answer === 'accepted' ? 'accepted' : 'dismissed');
  };
  return (
    <StyledGuide aria-labelledby="install-android">
      <h2 id="install-android">{t('guide.android.heading')}</h2>
      <ol>
        <li>{t('guide.android.step1')}</li>
        <li>{t('guide.android.step2')}</li>
        <li>{t('guide.android.step3', { name })}</li>
      </ol>
      {(offer || outcome === 'asking') && (
        <div>
          <Button
            onClick={() => void install()}
            disabled={outcome === 'asking'}
            aria-busy={outcome === 'asking'}
          >
            {t('guide.install')}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {outcome === 'asking' && <p>{t('guide.installing')}</p>}
        {outcome === 'accepted' && <Alert tone="success">{t('guide.installed', { name })}</Alert>}
        {outcome === 'dismissed' && <Alert tone="info">{t('guide.dismissed')}</Alert>}
      </div>
    </StyledGuide>
  );
}

/**
 * /appDownload?os=ios|android: how to install the site on a phone (spec: app download and install guide). Where the
 * app download QR codes lead when the tenant has no app link of its own (shell/appDownload.ts).
 */
export function Component() {
  const { t } = useTranslation('install');
  const tenant = useTenant();
  const [params] = useSearchParams();
  const os = phoneOf(params.get('os'));
  const [installed, setInstalled] = useState(false);
  useEffect(() => setInstalled(runsInstalled()), []);
  const name = tenant.name;
  return (
    <PageFrame title={t('guide.title', { name })}>
      <StyledIntro>{t('guide.intro', { name })}</StyledIntro>
      {installed && <Alert tone="success">{t('guide.standalone', { name })}</Alert>}
      {os !== 'android' && <IosSteps name={name} />}
      {os !== 'ios' && <AndroidSteps name={name} />}
      {os && (
        <StyledOther aria-label={t('guide.otherPhone')}>
          <Link to={`${INSTALL_GUIDE_PATH}?os=${os === 'ios' ? 'android' : 'ios'}`}>
            {os === 'ios' ? t('guide.showAndroid') : t('guide.showIos')}
          </Link>
          <Link to={INSTALL_GUIDE_PATH}>{t('guide.showAll')}</Link>
        </StyledOther>
      )}
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styled from 'styled-components';
import { Button } from '@wl/ui';
import { AreaLoadError } from '@wl/app-shell';
import { AgentLayout } from './AgentLayout.tsx';

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  justify-items: start;
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
`;

/** A route that failed (the agent centre's chunk that did not load within 120 s, or a render error) offers a reload. */
export function AgentRouteError() {
  const { t } = useTranslation(['site', 'common']);
  const error = useRouteError();
  if (!(error instanceof AreaLoadError)) console.error(error);
  return (
    <AgentLayout>
      <StyledBody role="alert">
        <h1>{t('site:page.loadFailedTitle')}</h1>
        <p>{t('site:page.loadFailedText')}</p>
        <Button onClick={() => window.location.reload()}>{t('common:retry')}</Button>
      </StyledBody>
    </AgentLayout>
  );
}

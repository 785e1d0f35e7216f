import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@wl/app-shell';
import { SkeletonGroup } from '@wl/ui';
import styled from 'styled-components';
import { AgentLayout } from './AgentLayout.tsx';
import { AgentLoginForm } from './AgentLoginForm.tsx';

const StyledHero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['6']};
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space['8']} ${({ theme }) => theme.space['4']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['3xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.space['6']};
  border-radius: ${({ theme }) => theme.component.card.radius};
  background: ${({ theme }) => theme.component.card.bg};
  border: 1px solid ${({ theme }) => theme.component.card.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h2 {
    margin-top: 0;
  }
`;

/** /agent: marketing text, the form titled 'agent back office' and the service hours (spec). */
export function AgentLoginPage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('agent.centre'));
  return (
    <AgentLayout>
      <StyledHero>
        <div>
          <h1>{t('agent.centre')}</h1>
          <p>{t('agent.marketing')}</p>
        </div>
        <StyledCard aria-labelledby="agent-form-title">
          <h2 id="agent-form-title">{t('agent.title')}</h2>
          <p>{t('agent.serviceHours')}</p>
          {/* The form's strings (account, validation) are an area namespace, fetched beside the page. */}
          <Suspense fallback={<SkeletonGroup lines={3} label={t('agent.title')} />}>
            <AgentLoginForm />
          </Suspense>
        </StyledCard>
      </StyledHero>
    </AgentLayout>
  );
}

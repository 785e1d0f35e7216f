/**
 * "A new version is ready — Reload": shown when a new service worker is waiting (register.ts). Its own small React
 * root at the foot of the page, in the tenant's look (the theme's variables), announced politely to screen readers;
 * it takes no focus from what the visitor is doing.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { i18n as I18n } from 'i18next';
import { Alert, Button, WlThemeProvider } from '@wl/ui';

const StyledPrompt = styled.div`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space['4']};
  bottom: ${({ theme }) => theme.space['4']};
  z-index: 1000;
  display: flex;
  justify-content: center;
  pointer-events: none;
  > * {
    pointer-events: auto;
    max-width: 32rem;
    width: 100%;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  margin-top: ${({ theme }) => theme.space['2']};
`;

export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('install');
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  if (!open) return null;
  return (
    <StyledPrompt data-testid="update-prompt">
      <Alert tone="info" live="status" floating>
        {t('update.ready')}
        <StyledActions>
          <Button
            size="sm"
            disabled={reloading}
            aria-busy={reloading || undefined}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            {t('update.reload')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
            {t('update.later')}
          </Button>
        </StyledActions>
      </Alert>
    </StyledPrompt>
  );
}

export async function showUpdatePrompt(i18n: I18n, onReload: () => void): Promise<void> {
  await i18n.loadNamespaces('install');
  const host = document.createElement('div');
  host.id = 'wl-update-prompt';
  document.body.append(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <WlThemeProvider withGlobalStyle={false}>
        <UpdatePrompt onReload={onReload} />
      </WlThemeProvider>
    </I18nextProvider>,
  );
}

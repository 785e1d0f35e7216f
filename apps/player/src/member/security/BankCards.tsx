import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, ConfirmDialog, ErrorState, SkeletonGroup } from '@wl/ui';
import { useCashierBankCardBindConfigQuery, useCashierBankCardsQuery } from '@wl/api/cashier';
import { BindCardDialog } from './BindCardDialog.tsx';
import { Section, StyledActions } from './parts.tsx';
import { RemoveCardDialog, type Card } from './RemoveCardDialog.tsx';

const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['2']};
    padding: ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
  }
  strong {
    display: block;
  }
`;

const StyledHolder = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

/**
 * Bank cards: the bound ones, bind another (bank list, the holder-name rule, the payment password), remove one (a
 * confirmation first, then the payment password). Needs a payment password: without one the section says to set it.
 */
export function BankCardsSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('member');
  const cards = useCashierBankCardsQuery();
  const config = useCashierBankCardBindConfigQuery();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Card | null>(null);
  const [removing, setRemoving] = useState<Card | null>(null);
  const list = (cards.data?.list ?? []) as Card[];
  const full = config.data ? config.data.boundCount >= config.data.maxCards : false;

  let body;
  if (cards.isLoading) body = <SkeletonGroup lines={2} label={t('loading')} />;
  else if (cards.isError)
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('security.bankCards.listFailed')}
        onRetry={() => void cards.refetch()}
        retryLabel={t('security.retry')}
        retrying={cards.isFetching}
      />
    );
  else if (list.length === 0) body = <p>{t('security.bankCards.empty')}</p>;
  else
    body = (
      <StyledCards>
        {list.map((card) => (
          <li key={card.id}>
            <div>
              <strong>
                {card.bankName} {card.accountNo}
              </strong>
              <StyledHolder>{card.accountName}</StyledHolder>{' '}
              {card.isDefault && <Badge tone="brand">{t('security.bankCards.default')}</Badge>}
            </div>
            <Button
              size="sm"
              variant="ghost"
              disabled={!hasPaymentPassword}
              aria-label={t('security.bankCards.remove', { bank: card.bankName, accountNo: card.accountNo })}
              onClick={() => setConfirming(card)}
            >
              {t('security.bankCards.removeShort')}
            </Button>
          </li>
        ))}
      </StyledCards>
    );

  return (
    <Section
      id="bankCards"
      title={t('security.bankCards.title')}
      status={
        <Badge tone={list.length > 0 ? 'success' : 'warning'}>
          {list.length > 0 ? t('security.bound') : t('security.notBound')}
        </Badge>
      }
    >
      {body}
      {!hasPaymentPassword && <p>{t('security.bankCards.needsPaymentPassword')}</p>}
      <StyledActions>
        <Button onClick={() => setAdding(true)} disabled={!hasPaymentPassword || full}>
          {t('security.bankCards.add')}
        </Button>
      </StyledActions>
      {adding && (
        <BindCardDialog
          nameFixed={config.data?.nameFixed ? (config.data.accountName ?? null) : null}
          limits={config.data}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('security.bankCards.removeTitle')}
        message={
          confirming
            ? t('security.bankCards.removeText', {
                bank: confirming.bankName,
                accountNo: confirming.accountNo,
              })
            : ''
        }
        confirmLabel={t('security.bankCards.removeConfirm')}
        cancelLabel={t('security.cancel')}
        destructive
        onConfirm={() => {
          setRemoving(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
      {removing && <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />}
    </Section>
  );
}

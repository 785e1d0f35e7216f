import { useState } from 'react';
import { computeContractPay } from '@wl/domain';
import { FormField, Input } from '@wl/ui';
import { DOMAIN_KIND } from './contractCalls.ts';
import { StyledPreview } from './ContractPage.styles.ts';
import { useContractText } from './useContractText.ts';
import type { ContractPageKind, TierInput } from './rules.ts';

/** What the tiers being offered would pay for one period of given figures, by the domain's pay rule (before the downline's own share). */
export function PayPreview({ kind, tiers }: { kind: ContractPageKind; tiers: TierInput[] | undefined }) {
  const { t, money } = useContractText();
  const [members, setMembers] = useState('');
  const [bet, setBet] = useState('');
  const [pnl, setPnl] = useState('');
  const figures = {
    activeMembers: Number(members),
    validBet: Number(bet),
    profitAndLoss: kind === 'dividend' ? Number(pnl) : 0,
  };
  const filled = members.trim() !== '' && bet.trim() !== '' && (kind !== 'dividend' || pnl.trim() !== '');
  const domainTiers = tiers?.map((x) => ({
    rate: x.rate / 100,
    minActiveMembers: x.activeMembers,
    minValidBet: x.betAmount,
  }));
  const pay = filled && domainTiers ? computeContractPay(DOMAIN_KIND[kind], domainTiers, figures) : undefined;
  let text = t('preview.fill');
  if (filled && !domainTiers) text = t('preview.fixTiers');
  else if (pay && !pay.ok) text = t('preview.badFigures');
  else if (pay?.ok)
    text = pay.tier
      ? t('preview.pays', { amount: money(pay.net), rate: pay.tier.rate * 100 })
      : t('preview.noTier');
  return (
    <StyledPreview>
      <legend>{t('preview.title')}</legend>
      <FormField label={t('preview.members')}>
        <Input
          inputMode="numeric"
          value={members}
          onChange={(e) => setMembers(e.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t('preview.validBet')}>
        <Input inputMode="decimal" value={bet} onChange={(e) => setBet(e.target.value)} autoComplete="off" />
      </FormField>
      {kind === 'dividend' && (
        <FormField label={t('preview.profitLoss')}>
          <Input
            inputMode="decimal"
            value={pnl}
            onChange={(e) => setPnl(e.target.value)}
            autoComplete="off"
          />
        </FormField>
      )}
      <p role="status">{text}</p>
    </StyledPreview>
  );
}

import { StyledScroll, StyledTable } from '@wl/app-shell/records';
import { useContractText } from './useContractText.ts';
import type { ContractPageKind, TierInput } from './rules.ts';

export function TierTable({
  kind,
  tiers,
  money,
  caption,
}: {
  kind: ContractPageKind;
  tiers: readonly TierInput[];
  money: (v: unknown) => string;
  caption: string;
}) {
  const { t } = useContractText();
  return (
    <StyledScroll tabIndex={0} role="region" aria-label={caption}>
      <StyledTable>
        <caption className="wl-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.tier')}</th>
            <th scope="col" data-align="end">
              {t('tiers.activeMembers')}
            </th>
            <th scope="col" data-align="end">
              {t(`tiers.betAmount.${kind}`)}
            </th>
            <th scope="col" data-align="end">
              {t('tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td data-align="end">{tier.activeMembers}</td>
              <td data-align="end">{money(tier.betAmount)}</td>
              <td data-align="end">{t('tiers.percent', { rate: tier.rate })}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { useLazyContractsSimulateQuery } from '@wl/api/contracts';
import { StyledScroll, StyledStatus, StyledTable } from '@wl/app-shell/records';
import { Alert, Button, SkeletonGroup } from '@wl/ui';
import type { ContractPageKind, TierInput } from './rules.ts';
import { PERIODS } from './contractCalls.ts';
import { useContractText } from './useContractText.ts';

/** The days of bets the platform tries the tiers on (contracts.simulate). */
const SIMULATION_DAYS = 30;

const StyledSimulator = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} dashed ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  & > h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.heading};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space['5']};
  }
`;

/** A UTC day (the settlement's days) as yyyy-MM-dd. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type SimulatorProps = {
  kind: ContractPageKind;
  /** The tiers being offered, once they are valid. */
  tiers: TierInput[] | undefined;
  /** The settlement period of a dividend or a salary (the kinds that choose one). */
  period: string;
  /** The chosen downline agent (id, account); none: every direct downline agent. */
  downline: { id: string; account: string } | undefined;
};

/**
 * The contract simulator: the tiers being offered tried on the last 30 days of the team's real bets by the platform
 * (contracts.simulate, the settlement's rule), before the offer is sent: what each downline agent and I would have been
 * paid, a day a row, and the downline contracts a lower rate would end.
 */
export function Simulator({ kind, tiers, period, downline }: SimulatorProps) {
  const { t, money, errorText } = useContractText();
  const [run, result] = useLazyContractsSimulateQuery();
  const headingId = useId();
  const asked = result.originalArgs;
  // The answer shown is for the tiers, period and downline it was asked with; a change asks to run it again.
  const current =
    tiers !== undefined &&
    asked !== undefined &&
    JSON.stringify(asked) === JSON.stringify(argsOf(kind, tiers, period, downline));
  const data = result.data;
  let body;
  if (tiers === undefined) body = <StyledStatus>{t('simulator.fixTiers')}</StyledStatus>;
  else if (result.isFetching) body = <SkeletonGroup lines={3} label={t('simulator.loading')} />;
  else if (result.isError && current) body = <Alert tone="danger">{errorText(result.error)}</Alert>;
  else if (data && current) {
    const names = new Map(data.downlines.map((d) => [d.downlineId, d.account]));
    const ended = data.downlines.filter((d) => d.ended.length > 0);
    body = (
      <>
        <p role="status">
          {t('simulator.window', { from: utcDay(data.from), to: utcDay(data.to - 1), count: data.periods })}
        </p>
        {data.downlines.length === 0 ? (
          <StyledStatus>{t('simulator.noDownlines')}</StyledStatus>
        ) : (
          <ul aria-label={t('simulator.totals')}>
            {data.downlines.map((d) => (
              <li key={d.downlineId}>
                {t('simulator.downlineTotal', { account: d.account, amount: money(d.total) })}
              </li>
            ))}
            <li>
              {data.totals.agent === null
                ? t('simulator.noOwn')
                : t('simulator.agentTotal', { amount: money(data.totals.agent), rate: data.ownRate ?? 0 })}
            </li>
          </ul>
        )}
        {ended.map((d) => (
          <Alert key={d.downlineId} tone="warning">
            {t('simulator.ends', { account: d.account, accounts: d.ended.join(', '), count: d.ended.length })}
          </Alert>
        ))}
        {data.downlines.length > 0 && (
          <StyledScroll tabIndex={0} role="region" aria-label={t('simulator.caption')}>
            <StyledTable>
              <caption className="wl-visually-hidden">{t('simulator.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('simulator.day')}</th>
                  <th scope="col" data-align="end">
                    {t('records.validBet')}
                  </th>
                  {kind === 'dividend' && (
                    <th scope="col" data-align="end">
                      {t('records.profitLoss')}
                    </th>
                  )}
                  <th scope="col" data-align="end">
                    {t('tiers.activeMembers')}
                  </th>
                  {data.downlines.map((d) => (
                    <th key={d.downlineId} scope="col" data-align="end">
                      {t('simulator.paidTo', { account: d.account })}
                    </th>
                  ))}
                  {data.totals.agent !== null && (
                    <th scope="col" data-align="end">
                      {t('simulator.paidToMe')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.start}>
                    <th scope="row">
                      {r.end - r.start > 86_400_000
                        ? `${utcDay(r.start)} – ${utcDay(r.end - 1)}`
                        : utcDay(r.start)}
                    </th>
                    <td data-align="end">{money(r.validBet)}</td>
                    {kind === 'dividend' && <td data-align="end">{money(r.profitLoss)}</td>}
                    <td data-align="end">{r.activeMembers}</td>
                    {r.downlines.map((x) => (
                      <td key={x.downlineId} data-align="end" title={names.get(x.downlineId)}>
                        {money(x.amount)}
                      </td>
                    ))}
                    {data.totals.agent !== null && <td data-align="end">{money(r.agent?.amount ?? 0)}</td>}
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledScroll>
        )}
      </>
    );
  } else body = <StyledStatus>{t('simulator.intro', { days: SIMULATION_DAYS })}</StyledStatus>;
  return (
    <StyledSimulator aria-labelledby={headingId}>
      <h4 id={headingId}>{t('simulator.title', { days: SIMULATION_DAYS })}</h4>
      {body}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={tiers === undefined}
          loading={result.isFetching}
          onClick={() => tiers && void run(argsOf(kind, tiers, period, downline))}
        >
          {downline
            ? t('simulator.runFor', { account: downline.account, days: SIMULATION_DAYS })
            : t('simulator.runAll', { days: SIMULATION_DAYS })}
        </Button>
      </div>
    </StyledSimulator>
  );
}

function argsOf(
  kind: ContractPageKind,
  tiers: TierInput[],
  period: string,
  downline: { id: string } | undefined,
) {
  return {
    kind,
    tiers,
    ...(PERIODS[kind].length > 1 ? { period: period as 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' } : {}),
    ...(downline ? { downlineId: downline.id } : {}),
  };
}

import { useState } from 'react';
import { usePointsBalanceQuery } from '@wl/api/points';
import { useSession } from '@wl/app-shell';
import { Alert, Button, SkeletonGroup, Tabs } from '@wl/ui';
import { useAccountActions } from '../../app/accountActions.ts';
import { StyledHeading, StyledSection, StyledText } from '../cashier/parts.tsx';
import { ConvertPoints } from './ConvertPoints.tsx';
import { PointsDetails, type Balance } from './PointsDetails.tsx';
import { Catalogue } from './PointsCatalogue.tsx';
import { RulesAndRates } from './PointsRulesAndRates.tsx';
import { RedeemDialog, type Reward } from './RedeemDialog.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import { StyledActions, StyledFigure, StyledRewardsPage } from './Rewards.styles.tsx';
import { useRewardsText } from './useRewardsText.ts';

type Tab = 'rewards' | 'convert' | 'history' | 'details' | 'rules';

/**
 * The points mall (/pointMall): the member's points, the catalogue of goods and cash rewards with redeem, convert
 * to the main wallet, the redeem history (in process / rejected / approved), points details (earned and spent),
 * the rules and the exchange rates. A guest sees the catalogue, the rules and the rates, and is asked to log in to
 * redeem.
 */
export function PointMall() {
  const { t, points } = useRewardsText();
  const { isLogin } = useSession();
  const account = useAccountActions();
  const balance = usePointsBalanceQuery({}, { skip: !isLogin, refetchOnMountOrArgChange: true });
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const held = (balance.data as Balance | undefined)?.points ?? 0;

  const open = (reward: Reward) => {
    setDone(null);
    account.guard('pointsRedeem', () => setRedeeming(reward));
  };

  const items = [
    {
      id: 'rewards',
      label: t('rewards:mall.tab.rewards'),
      content: <Catalogue onRedeem={open} pointsBalance={isLogin ? held : undefined} />,
    },
    ...(isLogin
      ? [
          {
            id: 'convert',
            label: t('rewards:mall.tab.convert'),
            content: <ConvertPoints pointsBalance={held} onDone={setDone} />,
          },
          { id: 'history', label: t('rewards:mall.tab.history'), content: <RedeemHistory /> },
          {
            id: 'details',
            label: t('rewards:mall.tab.details'),
            content: <PointsDetails balance={balance} />,
          },
        ]
      : []),
    { id: 'rules', label: t('rewards:mall.tab.rules'), content: <RulesAndRates /> },
  ];

  return (
    <StyledRewardsPage>
      <StyledSection aria-labelledby="points-title">
        <StyledHeading id="points-title">{t('rewards:mall.balanceTitle')}</StyledHeading>
        {!isLogin ? (
          <>
            <StyledText>{t('rewards:mall.guest')}</StyledText>
            <StyledActions>
              <Button onClick={account.openLogin}>{t('rewards:logIn')}</Button>
              <Button variant="secondary" onClick={account.openRegister}>
                {t('rewards:register')}
              </Button>
            </StyledActions>
          </>
        ) : balance.isLoading ? (
          <SkeletonGroup lines={1} label={t('rewards:loading')} />
        ) : balance.isError ? (
          <Alert tone="danger">{t('rewards:mall.balanceFailed')}</Alert>
        ) : (
          <StyledFigure aria-live="polite">{t('rewards:pointsValue', { points: points(held) })}</StyledFigure>
        )}
        {done && (
          <Alert tone="success" onClose={() => setDone(null)} closeLabel={t('rewards:close')}>
            {done}
          </Alert>
        )}
      </StyledSection>
      <Tabs
        label={t('rewards:mall.tabsLabel')}
        value={items.some((i) => i.id === tab) ? tab : 'rewards'}
        onChange={(id) => setTab(id as Tab)}
        items={items}
      />
      {redeeming && (
        <RedeemDialog
          reward={redeeming}
          pointsBalance={held}
          onClose={() => setRedeeming(null)}
          onDone={(text) => {
            setRedeeming(null);
            setDone(text);
          }}
        />
      )}
    </StyledRewardsPage>
  );
}

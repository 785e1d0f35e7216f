import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, SkeletonGroup } from '@wl/ui';
import { useSession } from '@wl/app-shell';
import { useAccountActions } from '../account/index.ts';
import type { MemberPage } from './pageNames.ts';
import { lazyPage } from './pages.ts';
import type { useMemberMenu } from './useMemberMenu.ts';
import { StyledLoading } from './MemberCentre.styles.ts';

export type Menu = ReturnType<typeof useMemberMenu>;

/**
 * A member page's content under its heading, or why it cannot open: loading while its gate's data or the account's
 * kind is unknown, not available here, or a real account needed (spec §4 and §6: the member and account centres are
 * protected actions, which trial accounts are refused with `in_need_true_account`). The one place of these gates: the
 * member centre's route and the member page popup both show a page through it.
 */
export function MemberPageBody({ page, menu }: { page: MemberPage; menu: Menu }) {
  const { t } = useTranslation('member');
  const session = useSession();
  const loading = <SkeletonGroup lines={4} label={t('loading')} />;
  // Whatever order the answers arrive in: nothing of a page shows before the account's kind is known.
  if (!menu.known(page) || session.role === 'member') return loading;
  if (session.isTrial) return <TrialMessage />;
  if (!menu.available(page))
    return (
      <EmptyState headingLevel="h2" title={t('notAvailable.title')} description={t('notAvailable.text')} />
    );
  const Page = lazyPage(page);
  return (
    <Suspense fallback={<StyledLoading>{loading}</StyledLoading>}>
      <Page />
    </Suspense>
  );
}

/** Spec §6: trial accounts are told a real account is needed (`in_need_true_account`). */
function TrialMessage() {
  const { t } = useTranslation(['member', 'account']);
  const account = useAccountActions();
  return (
    <EmptyState
      headingLevel="h2"
      title={t('member:trial.title')}
      description={t('account:in_need_true_account')}
      action={<Button onClick={account.openRegister}>{t('member:trial.register')}</Button>}
    />
  );
}

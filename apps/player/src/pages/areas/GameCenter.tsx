import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '@wl/ui';
import { titleKeyFor } from '../../app/navigation.ts';
import { VendorLane } from '../../lobby/Sections.tsx';
import { useVendorLanes } from '../../lobby/siteData.ts';
import { PageFrame } from '../PageFrame.tsx';
import { CategoryBanner, type IntroCategory } from '../CategoryBanner.tsx';

const TYPE_OF: Record<string, IntroCategory> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
};

/** /sports, /esports, /lott, /elott: the game centre of one type (its vendors; a card launches or opens the lottery). */
export function Component() {
  const { t } = useTranslation(['site', 'games']);
  const { pathname } = useLocation();
  const type = TYPE_OF[pathname.toLowerCase()] ?? 'SPORTS';
  const { lanes, isLoading } = useVendorLanes();
  const cards = lanes[type] ?? [];
  // Lottery and e-lottery show every lottery game of the vendors (ELOTT includes COCKFIGHT-free lists).
  const extra = type === 'SPORTS' ? (lanes.COCKFIGHT ?? []) : [];
  return (
    <PageFrame title={t(titleKeyFor(pathname))}>
      <CategoryBanner category={type} />
      {!isLoading && cards.length === 0 ? (
        <EmptyState title={t('games:noVendors')} />
      ) : (
        <VendorLane
          category={type}
          cards={cards}
          title={t('games:vendorsOf', { name: t(titleKeyFor(pathname)) })}
        />
      )}
      {extra.length > 0 && <VendorLane category="COCKFIGHT" cards={extra} title={t('site:nav.cockfight')} />}
    </PageFrame>
  );
}

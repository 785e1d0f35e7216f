import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePromotionsAvailableQuery, usePromotionsMerchantAvailableQuery } from '@wl/api/promotions';
import { useLanguage, useSession } from '@wl/app-shell';
import { EmptyState } from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { PromotionList } from '../../member/rewards/PromotionList.tsx';
import { useNotices } from '../../lobby/siteData.ts';
import { PageFrame } from '../PageFrame.tsx';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  article {
    scroll-margin-top: 6rem;
    padding: ${({ theme }) => theme.space['4']};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The anchor of a promotion: its first word in Latin letters (#welcome, #cashback), else promotion-<id>. */
export function promotionAnchor(
  promotion: { id: string | number; title: string },
  englishTitle?: string,
): string {
  const word =
    (englishTitle ?? promotion.title)
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9-]/g, '') ?? '';
  return word ? word : `promotion-${promotion.id}`;
}

const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * The promotions a visitor can join and claim (the reward centre's list: a member's with their status and claim
 * buttons, a guest's with a log-in button); a site that does not offer them shows nothing here.
 */
function Claimable() {
  const { t } = useTranslation('rewards');
  const { isLogin } = useSession();
  const [language] = useLanguage();
  const member = usePromotionsAvailableQuery({ language }, { ...FRESH, skip: !isLogin });
  const guest = usePromotionsMerchantAvailableQuery({ language }, { skip: isLogin });
  const result = isLogin ? member : guest;
  return (
    <section aria-labelledby="claim-title">
      <h2 id="claim-title">{t('promotionsPage.title')}</h2>
      {!isLogin && <p>{t('promotionsPage.guest')}</p>}
      <PromotionList result={result} guest={!isLogin} label={t('promotionsPage.title')} />
    </section>
  );
}

/** /promotions: the promotions to join and claim, then every promotion notice; a hash scrolls to its anchor (the shell's scroll rule). */
export function Component() {
  const { t } = useTranslation(['site', 'games']);
  const promotions = useNotices()?.promotion ?? [];
  return (
    <PageFrame title={t('site:nav.promotions')}>
      <Claimable />
      {promotions.length === 0 ? (
        <EmptyState title={t('games:noPromotions')} />
      ) : (
        <StyledList>
          {promotions.map((p) => (
            <article key={p.id} id={`promotion-${p.id}`} aria-labelledby={`promotion-title-${p.id}`}>
              <span id={promotionAnchor(p)} />
              <h2 id={`promotion-title-${p.id}`}>{p.title}</h2>
              <Html html={p.content ?? ''} />
            </article>
          ))}
        </StyledList>
      )}
    </PageFrame>
  );
}

import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useImageResolver, useNotices } from '../lobby/siteData.ts';
import { accountActions } from './accountSlice.ts';

/** The banner groups of the login screens (accounts-and-money §3): the login popup's and the forgot-password popup's. */
export type ScreenBannerGroup = 'w_login' | 'w_forget';

// A fixed 2:1 box (the platform's login-screen banners are 600x300): the form below does not move when the image
// arrives. More than one banner of the group: side by side, swiped or scrolled (CSS scroll snap, no carousel code).
const StyledBanners = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0 0 ${({ theme }) => theme.space['4']};
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  li {
    flex: 0 0 100%;
    aspect-ratio: 2 / 1;
    scroll-snap-align: start;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bg.raised};
    overflow: hidden;
  }
  button {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The tenant's banners of one login-screen group from the home notices (the same cached `site.notices` entry as the
 * lobby's), on the site's image CDN, each titled by its alt text. A banner with a link follows it as the home
 * banners do (an absolute URL in a new tab; a site path in the app, closing the popup). Nothing when the tenant has
 * none, or while the notices have not answered: the form is never held back for them.
 */
export function ScreenBanner({ group }: { group: ScreenBannerGroup }) {
  const { t } = useTranslation('site');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notices = useNotices();
  const resolve = useImageResolver();
  const banners = useMemo(
    () =>
      (notices?.banners ?? [])
        .filter((b) => b.groupName === group && b.url)
        .map((b, i) => ({
          id: String((b as { id?: unknown }).id ?? i),
          imageUrl: resolve(b.url),
          alt: String((b as { title?: unknown }).title ?? t('banner')),
          link: b.link || undefined,
        })),
    [notices, group, resolve, t],
  );
  if (banners.length === 0) return null;
  const follow = (link: string) => {
    if (/^https?:/.test(link)) {
      window.open(link, '_blank', 'noopener');
      return;
    }
    dispatch(accountActions.closeModal());
    void navigate(link);
  };
  return (
    <StyledBanners aria-label={t('banners')} data-testid={`banner-${group}`}>
      {banners.map((b) => {
        const image = (
          <img src={b.imageUrl} alt={b.alt} width={600} height={300} loading="lazy" decoding="async" />
        );
        return (
          <li key={b.id}>
            {b.link ? (
              <button type="button" onClick={() => follow(b.link!)}>
                {image}
              </button>
            ) : (
              image
            )}
          </li>
        );
      })}
    </StyledBanners>
  );
}

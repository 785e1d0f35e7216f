import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@wl/app-shell';
import type { KeyOf } from '@wl/i18n';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { useMediaQuery } from '../components/useMediaQuery.ts';
import { useAccountActions } from '../account/index.ts';
import { pageFromLegacyQuery, pageFromParam, type MenuGroupId } from './menu.ts';
import { DEFAULT_PAGE, type MemberPage } from './pageNames.ts';
import { MemberPageBody, type Menu } from './MemberPageBody.tsx';
import { BADGED_PAGES, useMemberMenu, type Badges } from './useMemberMenu.ts';
import {
  StyledBack,
  StyledContent,
  StyledCount,
  StyledFeedback,
  StyledGroup,
  StyledGroupTitle,
  StyledMenu,
  StyledPanel,
  StyledPhonePage,
  StyledTitle,
  VisuallyHidden,
} from './MemberCentre.styles.ts';

/** Phones (spec: 360 px; the list layout up to 600 px): the menu is a list that opens full-screen pages. */
const PHONE_MAX_WIDTH_PX = 600;

function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`, false);
}

/**
 * The member centre (`/member`, `/member/:page` with the spec's page names). Desktop: a panel with the grouped
 * menu on the left and the page on the right; `/member` opens securityCenter. Phone: `/member` is the menu as a
 * list; each page opens full width with a link back to the list. Each page's code is fetched when it is opened.
 * The shell gives each page its h1 (the page's name); pages start their sections at h2.
 */
export function MemberCentre() {
  const { t } = useTranslation('member');
  const { page: param } = useParams();
  const [search] = useSearchParams();
  const phone = useIsPhone();
  const menu = useMemberMenu();

  // Old links (`/member?page=deposit`) and bookmarks open their page at its own address.
  const legacy = param === undefined ? pageFromLegacyQuery(search.get('page')) : undefined;
  if (legacy) return <Navigate to={`/member/${legacy}`} replace />;

  if (param === undefined) {
    if (!phone) return <Navigate to={`/member/${DEFAULT_PAGE}`} replace />;
    return <PhoneMenuPage menu={menu} />;
  }

  const page = pageFromParam(param);
  if (!page) return <NotFoundPage />;

  if (phone) {
    return (
      <StyledPhonePage aria-labelledby="member-page-title">
        <StyledBack>
          <Link to="/member">{t('backToMenu')}</Link>
        </StyledBack>
        <PageView page={page} menu={menu} />
      </StyledPhonePage>
    );
  }
  return (
    <StyledPanel>
      <MemberMenu menu={menu} />
      <StyledContent aria-labelledby="member-page-title">
        <PageView page={page} menu={menu} />
      </StyledContent>
    </StyledPanel>
  );
}

const GROUP_KEYS: Record<MenuGroupId, KeyOf<'member'>> = {
  account: 'groups.account',
  funds: 'groups.funds',
  records: 'groups.records',
  rewards: 'groups.rewards',
  messages: 'groups.messages',
};

/** The grouped menu: a labelled navigation landmark; the open page's link has aria-current="page". */
function MemberMenu({ menu }: { menu: Menu }) {
  const { t } = useTranslation('member');
  const account = useAccountActions();
  return (
    <StyledMenu aria-label={t('menuLabel')}>
      {menu.groups.map((group) => (
        <StyledGroup key={group.id} aria-labelledby={`member-group-${group.id}`}>
          <StyledGroupTitle id={`member-group-${group.id}`}>{t(GROUP_KEYS[group.id])}</StyledGroupTitle>
          <ul>
            {group.pages.map((page) => (
              <li key={page}>
                <NavLink to={`/member/${page}`}>
                  <span>{t(`pages.${page}`)}</span>
                  <Count page={page} badges={menu.badges} />
                </NavLink>
              </li>
            ))}
            {group.id === 'messages' && menu.feedback && (
              <li>
                <StyledFeedback type="button" onClick={account.openFeedback}>
                  {t('feedback')}
                </StyledFeedback>
              </li>
            )}
          </ul>
        </StyledGroup>
      ))}
    </StyledMenu>
  );
}

function Count({ page, badges }: { page: MemberPage; badges: Badges }) {
  const { t } = useTranslation('member');
  const badged = BADGED_PAGES.find((p) => p === page);
  const count = badged && badges[badged];
  if (!badged || !count || count <= 0) return null;
  return (
    <>
      <StyledCount aria-hidden="true">{count > 99 ? '99+' : count}</StyledCount>
      <VisuallyHidden>{`, ${t(`badges.${badged}`, { count })}`}</VisuallyHidden>
    </>
  );
}

/** A phone's member centre: its menu as a page of its own. */
function PhoneMenuPage({ menu }: { menu: Menu }) {
  const { t } = useTranslation('member');
  useDocumentTitle(t('title'));
  return (
    <StyledPhonePage aria-labelledby="member-title">
      <StyledTitle id="member-title" tabIndex={-1}>
        {t('title')}
      </StyledTitle>
      <MemberMenu menu={menu} />
    </StyledPhonePage>
  );
}

/** A page: its heading, then its content, or why it cannot open (see MemberPageBody). */
function PageView({ page, menu }: { page: MemberPage; menu: Menu }) {
  const { t } = useTranslation('member');
  useDocumentTitle(t(`pages.${page}`));
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const firstEntry = useRef(key === 'default');
  // Opening a page moves focus to its heading, so a screen reader hears where it is; not on the first page of a visit
  // (the browser's own start applies), and not when a page changes only its own query or hash (filters, anchors).
  useEffect(() => {
    if (firstEntry.current) firstEntry.current = false;
    else heading.current?.focus();
  }, [page]);
  return (
    <>
      <StyledTitle id="member-page-title" ref={heading} tabIndex={-1}>
        {t(`pages.${page}`)}
      </StyledTitle>
      <MemberPageBody page={page} menu={menu} />
    </>
  );
}

import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation, useParams } from 'react-router';
import { Button, Drawer, EmptyState, SkeletonGroup } from '@wl/ui';
import { useDocumentTitle, useSession } from '@wl/app-shell';
import type { KeyOf } from '@wl/i18n';
import { AgentLayout, LanguagePicker } from '../pages/AgentLayout.tsx';
import { AgentUserBar } from './AgentUserBar.tsx';
import { ComingSoon } from './ComingSoon.tsx';
import {
  DEFAULT_AGENT_PAGE,
  LINK_TARGETS,
  pageFromParam,
  type AgentPage,
  type MenuGroupId,
  type MenuItem,
} from './menu.ts';
import { lazyPage } from './pages.ts';
import { useAgentMenu } from './useAgentMenu.ts';
import {
  StyledContent,
  StyledDrawerTop,
  StyledGroup,
  StyledGroupTitle,
  StyledLoading,
  StyledMenu,
  StyledTitle,
  VisuallyHidden,
} from './AgentCentre.styles.ts';

/** Below this width (phones) the left menu is a drawer opened from the header. */
const PHONE_MAX_WIDTH_PX = 767;

function useIsPhone(): boolean {
  const query = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;
  const [phone, setPhone] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const on = () => setPhone(list.matches);
    on();
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, [query]);
  return phone;
}

type Menu = ReturnType<typeof useAgentMenu>;

/**
 * The agent centre (`/agentHome/:page`, the spec's page names): the agent frame with the header (clock, name,
 * sign-out), the left menu gated by the agent's module keys and contract flags (a drawer on phones), and the page.
 * Each page's code is fetched when it is opened; a page not built yet says so. The shell gives each page its h1.
 */
export function AgentCentre() {
  const { t } = useTranslation('agent');
  const session = useSession();
  const { page: param } = useParams();
  const phone = useIsPhone();
  const menu = useAgentMenu();
  const [drawer, setDrawer] = useState(false);

  if (param === undefined) return <Navigate to={`/agentHome/${DEFAULT_AGENT_PAGE}`} replace />;
  const page = pageFromParam(param);
  const name = session.member?.nickname || session.member?.account || '';
  // Choosing an entry in the drawer closes it.
  const nav = <AgentMenu menu={menu} onNavigate={phone ? () => setDrawer(false) : undefined} />;
  const menuButton = phone && (
    <Button size="sm" variant="secondary" aria-expanded={drawer} onClick={() => setDrawer(true)}>
      {t('menu.open')}
    </Button>
  );
  return (
    <AgentLayout
      leading={menuButton}
      actions={<AgentUserBar name={name} parts={phone ? 'signOut' : 'all'} />}
      menu={phone ? undefined : nav}
      compact={phone}
    >
      {phone && (
        <Drawer open={drawer} onClose={() => setDrawer(false)} label={t('menu.label')}>
          {/* On a phone the header keeps one row: the clock, the name and the language are here. */}
          <StyledDrawerTop>
            <AgentUserBar name={name} parts="status" />
            <LanguagePicker />
          </StyledDrawerTop>
          {nav}
        </Drawer>
      )}
      <StyledContent aria-labelledby="agent-page-title">
        {page ? <PageView page={page} menu={menu} /> : <NotFound />}
      </StyledContent>
    </AgentLayout>
  );
}

const GROUP_KEYS: Record<MenuGroupId, KeyOf<'agent'>> = {
  team: 'groups.team',
  funds: 'groups.funds',
  reports: 'groups.reports',
  contracts: 'groups.contracts',
  help: 'groups.help',
};

/** The grouped menu: a labelled navigation landmark; the open page's link has aria-current="page". */
function AgentMenu({ menu, onNavigate }: { menu: Menu; onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation('agent');
  return (
    <StyledMenu aria-label={t('menu.label')}>
      {menu.groups.map((group) => (
        <StyledGroup key={group.id} aria-labelledby={`agent-group-${group.id}`}>
          <StyledGroupTitle id={`agent-group-${group.id}`}>{t(GROUP_KEYS[group.id])}</StyledGroupTitle>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} serviceUrl={menu.customerService?.url} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </StyledGroup>
      ))}
    </StyledMenu>
  );
}

function MenuEntry({
  item,
  serviceUrl,
  onNavigate,
}: {
  item: MenuItem;
  serviceUrl: string | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation('agent');
  if (item.kind === 'page') {
    return (
      <NavLink to={`/agentHome/${item.id}`} onClick={onNavigate}>
        {t(`pages.${item.id}`)}
      </NavLink>
    );
  }
  if (item.id === 'customerService') {
    return (
      <a href={serviceUrl} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {t('links.customerService')}
        <VisuallyHidden>{` (${t('links.newTab')})`}</VisuallyHidden>
      </a>
    );
  }
  // The member site is another app on the same domain: a plain link, so the browser loads it as a full page.
  return <a href={LINK_TARGETS[item.id]}>{t(`links.${item.id}`)}</a>;
}

/** A page: its heading, then its content, or why it cannot open (not available here, or not built yet). */
function PageView({ page, menu }: { page: AgentPage; menu: Menu }) {
  const { t } = useTranslation('agent');
  useDocumentTitle(t(`pages.${page}`));
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const firstEntry = useRef(key === 'default');
  // Opening a page moves focus to its heading, so a screen reader hears where it is; not on the first page of a visit.
  useEffect(() => {
    if (firstEntry.current) firstEntry.current = false;
    else heading.current?.focus();
  }, [page]);

  const loading = <SkeletonGroup lines={4} label={t('loading')} />;
  let body;
  if (!menu.known(page)) body = loading;
  else if (!menu.available(page))
    body = (
      <EmptyState headingLevel="h2" title={t('notAvailable.title')} description={t('notAvailable.text')} />
    );
  else {
    const Page = lazyPage(page);
    body = Page ? (
      <Suspense fallback={<StyledLoading>{loading}</StyledLoading>}>
        <Page />
      </Suspense>
    ) : (
      <ComingSoon />
    );
  }
  return (
    <>
      <StyledTitle id="agent-page-title" ref={heading} tabIndex={-1}>
        {t(`pages.${page}`)}
      </StyledTitle>
      {body}
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('agent');
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <StyledTitle id="agent-page-title">{t('notFound.title')}</StyledTitle>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={`/agentHome/${DEFAULT_AGENT_PAGE}`}>{t('notFound.back')}</Link>
      </p>
    </>
  );
}

import { memo, useDeferredValue, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCookieSettings, useTenant } from '@wl/app-shell';
import type { TranslationKey } from '@wl/i18n';
import { Footer as UiFooter, type FooterColumn } from '@wl/ui';
import { useImageResolver, useSitePermission, useVendorLanes } from '../lobby/siteData.ts';
import { useTopNavigation } from './Header.tsx';
import { useNearViewport } from '../components/useNearViewport.ts';
import { useLatest } from '../components/useLatest.ts';
import { useAppDispatch } from '../app/hooks.ts';
import { openHelp } from '../app/store.ts';

type Link = { type?: string; url?: string; name?: string };

/** The footer link that reopens the analytics consent banner (no page of its own). */
const COOKIE_SETTINGS = '#cookie-settings';

/** The footer itself, rendered again only when its props change (see Footer). */
const Content = memo(UiFooter);

/** Footer: product links by game type, help list, contact, social links (only configured), vendor logos, licence. */
export function Footer() {
  // The footer's words are an area namespace: fetched with the footer, below the fold, not with the first screen.
  const { t } = useTranslation(['footer', 'site']);
  const tenant = useTenant();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const nav = useTopNavigation();
  const openCookieSettings = useCookieSettings();
  const resolve = useImageResolver();
  const { lanes } = useVendorLanes();
  // The vendor logos (a few dozen images) are fetched as the visitor scrolls towards the footer, not with the page:
  // the footer starts below the fold and its logos would otherwise compete with the lobby's banner and games.
  const [box, near] = useNearViewport<HTMLDivElement>('400px');
  const permission = useSitePermission().data as { customerService?: Link[]; social?: Link[] } | undefined;
  const service = permission?.customerService ?? [];
  const contact = ['email', 'complaints', 'affiliate']
    .map((type) => service.find((c) => c.type === type))
    .filter((c): c is Link & { type: 'email' | 'complaints' | 'affiliate' } => Boolean(c?.url))
    .map((c) => ({
      id: `contact-${c.type}`,
      label: t(`footer.${c.type === 'email' ? 'support' : c.type}`),
      href: c.url!,
      external: true,
    }));
  const columns: FooterColumn[] = [
    {
      id: 'products',
      title: t('footer.products'),
      links: nav
        .filter((l) => l.id !== 'HOME' && l.id !== 'PROMOTIONS')
        .map((l) => ({ ...l, active: false })),
    },
    {
      id: 'help',
      title: t('footer.help'),
      links: [
        { id: 'help-centre', label: t('site:nav.help'), href: '/help' },
        { id: 'terms', label: t('footer.terms'), href: '/help#term' },
        { id: 'promotions', label: t('site:nav.promotions'), href: '/promotions' },
        { id: 'pointMall', label: t('site:nav.pointMall'), href: '/pointMall' },
        ...(openCookieSettings
          ? [{ id: 'cookie-settings', label: t('footer.cookieSettings'), href: COOKIE_SETTINGS }]
          : []),
      ],
    },
  ];
  if (contact.length > 0) columns.push({ id: 'contact', title: t('footer.contact'), links: contact });
  const social = (permission?.social ?? [])
    .filter((s) => s.url)
    .map((s) => ({
      id: `social-${s.type}`,
      // The network is the platform's data (the site's social links, any it is configured with): site:social.<type>
      // has words for the ones the spec names; another shows its key until it is given words.
      label: t(`site:social.${s.type}` as TranslationKey<'site'>),
      href: s.url!,
      external: true,
    }));
  const seen = new Set<string>();
  const vendorLogos = Object.values(lanes)
    .flat()
    .filter((v) => v && !seen.has(v.vassalage) && seen.add(v.vassalage))
    .map((v) => ({ id: v!.vassalage, name: v!.name ?? v!.vassalage, src: resolve(v!.iconUrl) ?? '' }))
    .filter((v) => v.src);
  // The link handler acts on the present render (useLatest): the footer may be a render behind.
  const now = useLatest((href: string) => {
    if (href === COOKIE_SETTINGS) openCookieSettings?.();
    // The help links open the help centre popup at their topic over this page (spec §2 "Modals"); on /help
    // itself they move to the topic.
    else if (href.startsWith('/help') && pathname !== '/help')
      dispatch(openHelp(decodeURIComponent(href.split('#')[1] ?? '')));
    else navigate(href);
  });
  const footerProps: ComponentProps<typeof UiFooter> = {
    columns,
    socialLinks: social,
    vendorLogos: near ? vendorLogos : [],
    licenceText: (
      <>
        {tenant.links?.licenceText ?? t('footer.licence')} © {new Date().getFullYear()} {tenant.name}
      </>
    ),
    onNavigate: (href) => now.current(href),
  };
  // As the header's bar: an answer that changes the footer (the vendors, the site's links) renders it in a deferred,
  // time-sliced render, not at once in the task that received it.
  const shown = useDeferredValue(footerProps);
  return (
    <div ref={box}>
      <Content {...shown} />
    </div>
  );
}

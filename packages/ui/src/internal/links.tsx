import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** One entry of a navigation item's dropdown (a game provider of the category, in the header). */
export type NavMenuItem = { id: string; label: string; iconUrl?: string; maintenance?: boolean };

/**
 * A dropdown under a navigation item: `label` names it for assistive technology ("Slots providers"); 'large' lays
 * the items out as a wide grid (the spec: more than 10 providers), 'normal' as a list under the item.
 */
export type NavMenu = {
  label: string;
  layout: 'normal' | 'large';
  items: readonly NavMenuItem[];
  onSelect: (id: string) => void;
};

/** A link the app's router may take over: `onNavigate` gets the href and the default is prevented. */
export type NavLink = {
  id: string;
  label: ReactNode;
  href: string;
  icon?: ReactNode;
  active?: boolean;
  external?: boolean;
  menu?: NavMenu;
};

export type OnNavigate = (href: string, link: NavLink) => void;

export function linkProps(link: NavLink, onNavigate?: OnNavigate): AnchorHTMLAttributes<HTMLAnchorElement> {
  return {
    href: link.href,
    'aria-current': link.active ? 'page' : undefined,
    ...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || link.external || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      onNavigate(link.href, link);
    },
  };
}

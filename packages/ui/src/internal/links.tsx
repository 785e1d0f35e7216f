import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** A link the app's router may take over: `onNavigate` gets the href and the default is prevented. */
export type NavLink = { id: string; label: ReactNode; href: string; icon?: ReactNode; active?: boolean; external?: boolean };

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

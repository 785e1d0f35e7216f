import type { MenuItem } from '../DropdownMenu/DropdownMenu.tsx';
import type { NavLink } from './links.tsx';

/** Shared sample data for stories. */
export const topNav: NavLink[] = [
  { id: 'home', label: 'Home', href: '/', active: true },
  { id: 'promotions', label: 'Promotions', href: '/promotions' },
  { id: 'lott', label: 'Lottery', href: '/lott' },
  { id: 'live', label: 'Live', href: '/live' },
  { id: 'sports', label: 'Sports', href: '/sports' },
  { id: 'fish', label: 'Fishing', href: '/fish' },
  { id: 'rng', label: 'Slots', href: '/rng' },
  { id: 'pvp', label: 'Arcade', href: '/pvp' },
  { id: 'esports', label: 'Esports', href: '/esports' },
];

export const accountMenu = (onSelect: () => void): MenuItem[] => [
  { id: 'vip', label: 'VIP level', onSelect },
  { id: 'bets', label: 'Betting record', onSelect },
  { id: 'account', label: 'Account record', onSelect },
  { id: 'profit', label: 'Personal profit', onSelect },
  { id: 'rewards', label: 'Reward centre', onSelect },
  { id: 'me', label: 'My account', onSelect },
  { id: 'sep', type: 'separator' },
  { id: 'out', label: 'Sign out', onSelect, danger: true },
];

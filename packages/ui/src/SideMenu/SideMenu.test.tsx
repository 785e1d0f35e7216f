import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { SideMenu } from './SideMenu.tsx';

const sections = [
  {
    id: 'main',
    items: [
      { id: 'referral', label: 'Referral', href: '/member#referral' },
      { id: 'promotions', label: 'Promotions', href: '/promotions' },
    ],
  },
  {
    id: 'games',
    title: 'Games',
    items: [
      { id: 'home', label: 'HOME', href: '/', active: true },
      { id: 'live', label: 'LIVE', href: '/live' },
    ],
  },
];

function Harness({ onNavigate }: { onNavigate: (href: string) => void }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <SideMenu
      sections={sections}
      collapsed={collapsed}
      onToggle={() => setCollapsed(!collapsed)}
      onNavigate={onNavigate}
      qrCodes={[{ id: 'ios', label: 'iOS', value: 'https://x/ios' }]}
    />
  );
}

describe('SideMenu', () => {
  it('collapses to icons, keeping every link named, and says whether it is expanded', async () => {
    const onNavigate = vi.fn();
    renderUi(<Harness onNavigate={onNavigate} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'iOS' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'LIVE' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'iOS' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'LIVE' }));
    expect(onNavigate).toHaveBeenCalledWith('/live', expect.anything());
  });
});

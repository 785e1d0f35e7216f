import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Footer } from './Footer.tsx';

const columns = [
  { id: 'products', title: 'Products', links: [{ id: 'live', label: 'Live casino', href: '/live' }] },
];

describe('Footer', () => {
  it('is the contentinfo landmark with named link groups, vendor logos and the licence', async () => {
    const onNavigate = vi.fn();
    renderUi(
      <Footer
        columns={columns}
        onNavigate={onNavigate}
        licenceText="Play responsibly; 18+ only."
        socialLinks={[{ id: 'fb', label: 'Facebook', href: 'https://facebook.com/x' }]}
        vendorLogos={[{ id: 'pg', name: 'PG Soft', src: '/pg.png' }]}
      />,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Play responsibly; 18+ only.');
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Live casino' }));
    expect(onNavigate).toHaveBeenCalledWith('/live', expect.anything());
  });

  it('hides social links and vendors when none are configured', () => {
    renderUi(<Footer columns={columns} />);
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Game providers' })).toBeNull();
  });
});

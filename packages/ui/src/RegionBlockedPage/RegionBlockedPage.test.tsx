import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { RegionBlockedPage } from './RegionBlockedPage.tsx';

describe('RegionBlockedPage', () => {
  it('shows the blocked title, the visitor IP and a customer service button', async () => {
    const onCs = vi.fn();
    renderUi(<RegionBlockedPage ip="203.0.113.7" onCustomerService={onCs} />, { language: 'TY' });
    expect(screen.getByRole('heading', { level: 1, name: 'จำกัดการเข้าถึง' })).toBeInTheDocument();
    expect(screen.getByText('IP ของคุณ: 203.0.113.7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ฝ่ายบริการลูกค้า' }));
    expect(onCs).toHaveBeenCalledOnce();
  });
});

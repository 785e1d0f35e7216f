import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { VendorCard } from './VendorCard.tsx';

describe('VendorCard', () => {
  it('is a button named by the vendor that reports it, and says when in maintenance', async () => {
    const onSelect = vi.fn();
    const vendor = { id: 'pg', name: 'PG Soft', logoUrl: '/pg.png', maintenance: true };
    renderUi(<VendorCard vendor={vendor} onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'PG Soft Maintenance' });
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(vendor);
  });
});

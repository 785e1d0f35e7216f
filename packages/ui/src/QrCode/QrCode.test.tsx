import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { QrCode } from './QrCode.tsx';

describe('QrCode', () => {
  it('is a named image of the given size (78 or 90)', () => {
    const { rerender } = renderUi(<QrCode value="https://example.com/app.ipa" size={78} label="Download for iOS" caption="iOS" />);
    const img = screen.getByRole('img', { name: 'Download for iOS' });
    expect(img).toHaveAttribute('width', '78');
    expect(screen.getByText('iOS')).toBeInTheDocument();
    rerender(<QrCode value="https://example.com/app.apk" />);
    expect(screen.getByRole('img', { name: 'QR code' })).toHaveAttribute('width', '90');
  });
});

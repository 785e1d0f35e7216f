import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { QrCode } from './QrCode.tsx';

describe('QrCode', () => {
  it('is a named image of the given size (78 or 90)', async () => {
    const { rerender } = renderUi(
      <QrCode value="https://example.com/app.ipa" size={78} label="Download for iOS" caption="iOS" />,
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Download for iOS' })).toHaveAttribute('width', '78'),
    );
    expect(screen.getByRole('img', { name: 'Download for iOS' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('iOS')).toBeInTheDocument();
    rerender(<QrCode value="https://example.com/app.apk" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code' })).toHaveAttribute('width', '90'));
  });

  it('with href, its caption links where the code leads (a phone cannot scan its own screen)', async () => {
    const target = 'https://play.example.com/appDownload?os=ios';
    renderUi(<QrCode value={target} size={78} label="iOS app" caption="iOS app" href={target} />);
    expect(screen.getByRole('link', { name: 'iOS app' })).toHaveAttribute('href', target);
    expect(screen.getByRole('figure')).toHaveAttribute('data-qr-value', target);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'iOS app' }).tagName.toLowerCase()).toBe('svg'),
    );
  });

  it('reserves its square, named and busy, while the encoder loads', async () => {
    // A fresh module graph: the encoder is not loaded yet, as on a first visit.
    vi.resetModules();
    const { QrCode: FreshQrCode } = await import('./QrCode.tsx');
    renderUi(<FreshQrCode value="https://example.com/app.apk" size={78} label="Download for Android" />);
    const placeholder = screen.getByRole('img', { name: 'Download for Android' });
    // The first render happens before the lazily loaded encoder arrives.
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ width: '78px', height: '78px' });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { PlatformUnavailablePage } from './PlatformUnavailablePage.tsx';

const contacts = {
  email: 'help@brand.example',
  phone: '+66 2 555 0100',
  chatUrl: 'https://brand.example/chat',
};

describe('PlatformUnavailablePage', () => {
  it.each([
    ['merchantUnknown', 'This site is not set up yet', /does not recognise this site/],
    ['unreachable', "We can't reach our servers", /could not connect/],
    ['timeout', 'This is taking too long', /did not answer in time/],
  ] as const)('says what happened when the platform is %s, as a focused alert', (reason, title, text) => {
    renderUi(<PlatformUnavailablePage reason={reason} onRetry={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: title });
    expect(screen.getByRole('main', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toMatch(text);
    expect(heading).toHaveFocus();
  });

  it('retries on the button, which is busy while a retry is on its way', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(<PlatformUnavailablePage reason="unreachable" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<PlatformUnavailablePage reason="unreachable" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the customer-service contacts as links, in Thai too', () => {
    renderUi(<PlatformUnavailablePage reason="merchantUnknown" onRetry={() => {}} contacts={contacts} />, {
      language: 'TY',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'เว็บไซต์นี้ยังไม่พร้อมให้บริการ' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'ติดต่อฝ่ายบริการลูกค้า' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'อีเมล: help@brand.example' })).toHaveAttribute(
      'href',
      'mailto:help@brand.example',
    );
    expect(screen.getByRole('link', { name: 'โทรศัพท์: +66 2 555 0100' })).toHaveAttribute(
      'href',
      'tel:+6625550100',
    );
    expect(screen.getByRole('link', { name: 'แชทสด' })).toHaveAttribute('href', 'https://brand.example/chat');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('shows no contact section without contacts', () => {
    renderUi(<PlatformUnavailablePage reason="timeout" onRetry={() => {}} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

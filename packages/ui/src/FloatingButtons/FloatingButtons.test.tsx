import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { FloatingButtons } from './FloatingButtons.tsx';

describe('FloatingButtons', () => {
  it('offers gifts (with the count in its name) and live chat', async () => {
    const onGift = vi.fn();
    const onLiveChat = vi.fn();
    renderUi(<FloatingButtons onGift={onGift} giftCount={2} onLiveChat={onLiveChat} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gifts, 2 unclaimed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(onGift).toHaveBeenCalledOnce();
    expect(onLiveChat).toHaveBeenCalledOnce();
  });

  it('renders nothing when neither is configured', () => {
    const { container } = renderUi(<FloatingButtons />);
    expect(container).toBeEmptyDOMElement();
  });
});

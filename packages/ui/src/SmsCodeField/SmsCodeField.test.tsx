import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

afterEach(() => vi.useRealTimers());

describe('SmsCodeField', () => {
  it('sends, then counts down every second and allows a resend at 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi.fn();
    const { rerender } = renderUi(
      <SmsCodeField label="SMS code" value="" onChange={() => {}} onSend={onSend} resendAt={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledOnce();
    rerender(
      <SmsCodeField
        label="SMS code"
        value=""
        onChange={() => {}}
        onSend={onSend}
        resendAt={Date.now() + 60_000}
      />,
    );
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('keeps digits only', async () => {
    const onChange = vi.fn();
    renderUi(
      <SmsCodeField label="SMS code" value="" onChange={onChange} onSend={() => {}} resendAt={null} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /SMS code/ }), '4a');
    expect(onChange).toHaveBeenNthCalledWith(1, '4');
    expect(onChange).toHaveBeenNthCalledWith(2, '');
  });
});

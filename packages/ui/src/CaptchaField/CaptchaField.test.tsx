import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { CaptchaField } from './CaptchaField.tsx';

afterEach(() => vi.useRealTimers());

describe('CaptchaField', () => {
  it('is a labelled required input with a named image', async () => {
    const onChange = vi.fn();
    renderUi(
      <CaptchaField
        label="Captcha"
        value=""
        onChange={onChange}
        imageSrc="data:image/png;base64,AA"
        onRefresh={() => {}}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Captcha/ });
    expect(input).toBeRequired();
    expect(screen.getByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('refreshes at most once per second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const onRefresh = vi.fn();
    renderUi(
      <CaptchaField label="Captcha" value="" onChange={() => {}} imageSrc="x.png" onRefresh={onRefresh} />,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await userEvent.click(screen.getByRole('img'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1000);
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@wl/i18n';
import { theme } from '../theme/theme.ts';
import { renderUi } from '../internal/test-utils.tsx';
import { Input } from './Input.tsx';

describe('Input', () => {
  it('takes typed text and reports changes', async () => {
    const onChange = vi.fn();
    renderUi(<Input aria-label="Amount" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    expect(screen.getByRole('textbox')).toHaveValue('100');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('can be marked invalid and disabled', async () => {
    renderUi(<Input aria-label="Amount" invalid disabled />);
    const input = screen.getByRole('textbox');
    expect(input).toBeInvalid();
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('');
  });
});

describe('Input in a prerendered page', () => {
  function Controlled({ onValue }: { onValue?: (v: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <>
        <Input
          aria-label="Username"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            onValue?.(e.target.value);
          }}
        />
        <output>{`state: ${value}`}</output>
      </>
    );
  }

  const prerendered = (ui: ReactElement) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nextProvider i18n={createI18n({ language: 'EN' })}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>,
    );
    document.body.append(container);
    return container;
  };

  it('gives a text typed before hydration to its state, so a submit sends it', async () => {
    const container = prerendered(<Controlled />);
    // Typed (or autofilled) before React hydrated the page.
    container.querySelector('input')!.value = 'agent3';
    renderUi(<Controlled />, { container, hydrate: true });
    expect(await screen.findByText('state: agent3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('agent3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'x');
    expect(await screen.findByText('state: agent3x')).toBeInTheDocument();
  });

  it('reports nothing when nothing was typed before hydration', async () => {
    const onValue = vi.fn();
    const container = prerendered(<Controlled onValue={onValue} />);
    renderUi(<Controlled onValue={onValue} />, { container, hydrate: true });
    expect(await screen.findByText('state:')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });
});

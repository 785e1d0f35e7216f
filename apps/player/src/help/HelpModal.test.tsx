import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

beforeAll(async () => {
  await import('./HelpDialog.tsx');
  await import('../account/RegisterModal.tsx');
}, 120_000);

const TOPICS = [
  { title: 'How to play', tag: 'play', content: '<p>Pick a game.</p>' },
  { title: 'Terms of use', tag: 'term', content: '<p>The terms of the site.</p>' },
];

function helpPlatform() {
  const platform = fakePlatform();
  platform.on('GET /wps/system/helpCenter', () => ({ success: true, value: TOPICS }));
  return platform;
}

describe('help centre popup (spec §2 "Modals")', () => {
  it("the footer's terms link opens the help popup at the terms over the page; the popup links to /help", async () => {
    helpPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    const terms = await screen.findByRole('link', { name: 'Terms and conditions' }, { timeout: 20_000 });
    await user.click(terms);
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('The terms of the site.')).toBeInTheDocument();
    const topics = within(dialog).getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Terms of use' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('link', { name: 'Open the full help centre' })).toHaveAttribute(
      'href',
      '/help#term',
    );
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('');
    // Picking another topic stays in the popup.
    await user.click(within(topics).getByRole('link', { name: 'How to play' }));
    expect(within(topics).getByRole('link', { name: 'How to play' })).toHaveAttribute('aria-current', 'true');
    expect(window.location.hash).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Help centre' })).not.toBeInTheDocument(),
    );
    expect(terms).toHaveFocus();
  });

  it("the register popup's terms link shows the terms over it; closing returns to the form as it was", async () => {
    helpPlatform();
    const user = userEvent.setup();
    renderAppAt('/register');
    const register = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 20_000 });
    const username = await within(register).findByLabelText(/^Username/, { selector: 'input' });
    await user.type(username, 'lucky7');
    const link = within(register).getByRole('link', { name: 'terms and conditions' });
    await user.click(link);
    const help = await screen.findByRole('dialog', { name: 'Help centre' }, { timeout: 10_000 });
    expect(await within(help).findByText('The terms of the site.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Help centre' })).not.toBeInTheDocument(),
    );
    const form = screen.getByRole('dialog', { name: 'Register' });
    expect(within(form).getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('lucky7');
    expect(link).toHaveFocus();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { fakePlatform, renderAccount } from './testing/fakePlatform.tsx';

/**
 * The registration and login toggles come from the whitelabel tree of the site permission, as the real platform
 * sends them (site-and-games §6; module keys of protocol-notes §1.4), not from our platform's `features` field.
 */
const node = (modId: string, on: boolean) => ({ modId, enabled: on ? '1' : '0' });
const permission = (keys: Record<string, boolean>, extra: Record<string, unknown> = {}) => ({
  success: true,
  value: {
    maintenance: false,
    regionRestriction: false,
    // Nested as the real platform may: a parent node, the modules below it.
    whitelabel: [
      { modId: 'ACCOUNT', enabled: '1', childrenNodes: Object.entries(keys).map(([k, on]) => node(k, on)) },
    ],
    ...extra,
  },
});

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).findByLabelText(label, { selector: 'input' });

async function open(path: '/login' | '/register', name: 'Log in' | 'Register') {
  const Harness = renderAccount(null, path);
  render(<Harness />);
  return screen.findByRole('dialog', { name });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('feature toggles from the whitelabel tree', () => {
  it('offers mobile registration when the tree enables MOBILENUMREG3, with no features in the permission', async () => {
    const platform = fakePlatform();
    const answer = permission({ REG3: true, MOBILENUMREG3: true, FREEPLAY3: true });
    expect(answer.value).not.toHaveProperty('features');
    platform.on('GET /wps/system/status', () => answer);

    const register = await open('/register', 'Register');
    expect(await within(register).findByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
    expect(within(register).getByRole('tab', { name: 'Username' })).toBeInTheDocument();
  });

  it('shows the free-play button when the tree enables FREEPLAY3, with no features in the permission', async () => {
    fakePlatform().on('GET /wps/system/status', () => permission({ FREEPLAY3: true }));
    const login = await open('/login', 'Log in');
    expect(await within(login).findByRole('button', { name: 'Free play' })).toBeInTheDocument();
  });

  it('leaves mobile registration and free play out when the tree disables them, whatever `features` says', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () =>
      permission(
        { REG3: true, MOBILENUMREG3: false, FREEPLAY3: false, VERIFICATION3: true },
        { features: { mobileRegistration: true, freePlay: true } },
      ),
    );
    const register = await open('/register', 'Register');
    // The form shows once the permission is known: registration by username only, no tabs.
    expect(await field(register, /^Username/)).toBeInTheDocument();
    expect(within(register).queryByRole('tab', { name: 'Mobile number' })).not.toBeInTheDocument();
  });

  it('leaves the free-play button out when the tree disables FREEPLAY3', async () => {
    fakePlatform().on('GET /wps/system/status', () =>
      permission({ FREEPLAY3: false, VERIFICATION3: true }, { features: { freePlay: true } }),
    );
    const login = await open('/login', 'Log in');
    // The SMS-code tab (VERIFICATION3) says the tree has been read.
    expect(await within(login).findByRole('tab', { name: 'SMS code' })).toBeInTheDocument();
    expect(within(login).queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  avatarImage,
  brokenImage,
  defaultAvatar,
  logoImage,
  vendorLogo,
  wideLogoImage,
} from '../internal/story-assets.ts';
import { accountMenu, topNav } from '../internal/story-data.tsx';
import { LanguageSelect } from '../LanguageSelect/LanguageSelect.tsx';
import { phoneStory } from '../internal/story-helpers.tsx';
import { Header } from './Header.tsx';
import { expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';

const user = {
  account: 'player01',
  avatarUrl: avatarImage,
  vipLevel: 3,
  rankName: 'Gold',
  unclaimed: 4,
  balance: 12345.678,
  currencySymbol: '฿',
  balanceHidden: false,
};

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    logo: { src: logoImage, alt: 'Gold Casino', href: '/' },
    nav: topNav,
    user: null,
    defaultAvatar,
    onLogin: fn(),
    onRegister: fn(),
    onNavigate: fn(),
    onToggleBalance: fn(),
    onRefreshBalance: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onUnclaimed: fn(),
    onMenuToggle: fn(),
    accountMenu: accountMenu(fn()),
  },
  parameters: { ...targetSizeRule, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The logo is drawn whole and nothing overlaps it, and the header is no wider than its frame: the
 * navigation gives way (its links that do not fit go into More). With `fullSize` the logo is also
 * drawn at its full size (fixed height, up to its max width); otherwise (phones) it may scale down,
 * but not below headerLogoMin.
 */
async function expectLogoWholeAndNoOverflow(root: HTMLElement, { fullSize }: { fullSize: boolean }) {
  const header = root.querySelector('header')!;
  const link = header.querySelector('a')!;
  const img = link.querySelector('img')!;
  await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0));
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
  const box = img.getBoundingClientRect();
  const bar = header.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(bar.left);
  // Drawn whole: fitted into its box (object-fit: contain), or a box of the picture's own proportions.
  const contained = getComputedStyle(img).objectFit === 'contain';
  const sameShape = Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.05;
  await expect(contained || sameShape).toBe(true);
  const drawn = img.naturalWidth * Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
  if (fullSize) {
    const maxWidth = Number.parseFloat(getComputedStyle(link).maxWidth); // NaN for 'none'
    const full = Math.min(
      img.naturalWidth * (box.height / img.naturalHeight),
      Number.isNaN(maxWidth) ? Infinity : maxWidth,
    );
    await expect(drawn).toBeGreaterThanOrEqual(full - 1);
  } else {
    await expect(drawn).toBeGreaterThanOrEqual((Number.parseFloat(getComputedStyle(link).minWidth) || 0) - 1);
  }
  // Whatever follows the logo in its row (navigation, actions) starts after its right edge; in a row below it (a
  // phone's wallet), it starts inside the bar. Either ends inside the bar.
  const logoBottom = link.getBoundingClientRect().bottom;
  for (const el of [...header.children].filter(
    (el) => link.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  )) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    await expect(r.left).toBeGreaterThanOrEqual(r.top >= logoBottom ? bar.left : box.right);
    await expect(r.right).toBeLessThanOrEqual(bar.right);
  }
}

export const LoggedOut: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Live' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/live', expect.anything());
    await expectLogoWholeAndNoOverflow(canvasElement, { fullSize: true });
  },
};
export const LoggedIn: Story = {
  args: { user },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expectLogoWholeAndNoOverflow(canvasElement, { fullSize: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(args.onToggleBalance).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^player01 .*Account menu$/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  },
};
export const BalanceHidden: Story = { args: { user: { ...user, balanceHidden: true } } };
export const Refreshing: Story = { args: { user: { ...user, refreshing: true } } };
export const AvatarFailure: Story = { args: { user: { ...user, avatarUrl: brokenImage } } };
export const Thai: Story = { args: { user }, globals: { language: 'TY' } };
export const PhoneLoggedOut: Story = {
  ...phoneStory,
  play: ({ canvasElement }) => expectLogoWholeAndNoOverflow(canvasElement, { fullSize: false }),
};

/** The bar's controls (and the balance) that are drawn: none covers another. */
async function expectNothingOverlaps(header: HTMLElement) {
  const boxes = [...header.querySelectorAll<HTMLElement>('a, button, output')]
    .filter(
      (el) =>
        el.checkVisibility({ visibilityProperty: true }) && !el.closest('[role="menu"], [role="region"]'),
    )
    .map((el) => ({ el, r: el.getBoundingClientRect() }));
  const overlaps = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => !a.el.contains(b.el) && !b.el.contains(a.el))
      .filter(
        (b) =>
          a.r.left < b.r.right - 0.5 &&
          b.r.left < a.r.right - 0.5 &&
          a.r.top < b.r.bottom - 0.5 &&
          b.r.top < a.r.bottom - 0.5,
      )
      .map(
        (b) =>
          `${a.el.textContent || a.el.getAttribute('aria-label')} / ${b.el.textContent || b.el.getAttribute('aria-label')}`,
      ),
  );
  await expect(overlaps).toEqual([]);
}

/**
 * A phone, logged in: the first row keeps the menu, the logo, gifts and the account menu; the balance (hide toggle,
 * refresh) and deposit take a second row of the bar. Withdraw stays in the side menu's drawer.
 */
async function expectPhoneWallet(
  canvasElement: HTMLElement,
  names: { hide: string; refresh: string; deposit: string },
) {
  const header = canvasElement.querySelector('header')!;
  await expectLogoWholeAndNoOverflow(canvasElement, { fullSize: true });
  const amount = header.querySelector('output')!;
  await expect(amount).toBeVisible();
  await expect(amount.scrollWidth).toBeLessThanOrEqual(amount.clientWidth);
  const controls = [names.hide, names.refresh, names.deposit].map((name) =>
    within(header).getByRole('button', { name }),
  );
  for (const control of controls) await expect(control).toBeVisible();
  await expectTargetsAtLeastMin(controls);
  await expect(within(header).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  await expectNothingOverlaps(header);
}

export const PhoneLoggedIn: Story = {
  ...phoneStory,
  name: 'Phone, logged in',
  args: { user },
  play: ({ canvasElement }) =>
    expectPhoneWallet(canvasElement, {
      hide: 'Hide balance',
      refresh: 'Refresh balance',
      deposit: 'Deposit',
    }),
};
/** The same in Thai, with a balance in the millions, hidden: a wide logo still fits beside the account buttons. */
export const PhoneLoggedInThai: Story = {
  ...phoneStory,
  name: 'Phone, logged in, Thai',
  args: { user: { ...user, balance: 98765432.1 } },
  globals: { ...phoneStory.globals, language: 'TY' },
  play: ({ canvasElement }) =>
    expectPhoneWallet(canvasElement, { hide: 'ซ่อนยอดเงิน', refresh: 'รีเฟรชยอดเงิน', deposit: 'ฝากเงิน' }),
};
export const PhoneBalanceHidden: Story = {
  ...phoneStory,
  name: 'Phone, balance hidden',
  args: { user: { ...user, balanceHidden: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Balance hidden')).toHaveTextContent('******');
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toBeVisible();
  },
};
const languageSelect = (
  <LanguageSelect
    value="EN"
    languages={[
      { code: 'EN', name: 'English' },
      { code: 'TY', name: 'ไทย' },
    ]}
    onChange={fn()}
  />
);
const wideLogo = { src: wideLogoImage, alt: 'Gold Casino', href: '/' };

/**
 * A wide (300 x 48) logo next to the navigation, a language select and the whole account area: the
 * logo keeps its full size and the links that do not fit go into More.
 */
export const WideLogo: Story = {
  args: { user, logo: wideLogo, extra: languageSelect },
  play: ({ canvasElement }) => expectLogoWholeAndNoOverflow(canvasElement, { fullSize: true }),
};
/**
 * The same at 768 px (the player shows the language select in the header from there): no navigation
 * (the menu button opens the side menu), withdraw waits for lg, and the logo may scale down whole.
 */
export const TabletWideLogo: Story = {
  args: { user, logo: wideLogo, extra: languageSelect },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectLogoWholeAndNoOverflow(canvasElement, { fullSize: false });
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};
/** The tightest bar: a wide logo, Thai account buttons, 360 px. The logo scales down whole. */
export const PhoneWideLogoThai: Story = {
  ...phoneStory,
  args: { logo: wideLogo },
  globals: { ...phoneStory.globals, language: 'TY' },
  play: ({ canvasElement }) => expectLogoWholeAndNoOverflow(canvasElement, { fullSize: false }),
};

const providers = (names: readonly string[]) =>
  names.map((name, i) => ({ id: name, label: name, iconUrl: vendorLogo(name, i), maintenance: i === 1 }));
const onSelectProvider = fn();

/**
 * The game dropdowns of the top navigation: Live has 4 providers (a list under the item), Slots 14 (the spec's large
 * layout, more than 10: a grid across the header). Opened by the chevron after the link; Escape closes it.
 */
export const GameDropdowns: Story = {
  args: {
    nav: topNav.map((link) =>
      link.id === 'live'
        ? {
            ...link,
            menu: {
              label: 'Live providers',
              layout: 'normal' as const,
              items: providers(['Evolution', 'Sexy', 'Asia Gaming', 'Dream']),
              onSelect: onSelectProvider,
            },
          }
        : link.id === 'rng'
          ? {
              ...link,
              menu: {
                label: 'Slots providers',
                layout: 'large' as const,
                items: providers(Array.from({ length: 14 }, (_, i) => `Slots studio ${i + 1}`)),
                onSelect: onSelectProvider,
              },
            }
          : link,
    ),
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('a list under its item, closed by Escape with focus back on the chevron', async () => {
      const chevron = canvas.getByRole('button', { name: 'Live providers: show the providers' });
      await expect(chevron).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(chevron);
      const panel = canvas.getByRole('region', { name: 'Live providers' });
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('data-layout', 'normal');
      await expect(canvas.getByRole('button', { name: 'Sexy, Maintenance' })).toBeVisible();
      // Under its own item: the panel starts where the Live link starts.
      const link = canvas.getByRole('link', { name: 'Live' });
      await expect(
        Math.abs(panel.getBoundingClientRect().left - link.getBoundingClientRect().left),
      ).toBeLessThan(2);
      await userEvent.keyboard('{Escape}');
      await expect(panel).not.toBeVisible();
      await expect(chevron).toHaveFocus();
    });
    await step('more than 10 providers: a grid across the header; choosing one closes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Slots providers: show the providers' }));
      const panel = canvas.getByRole('region', { name: 'Slots providers' });
      await expect(panel).toHaveAttribute('data-layout', 'large');
      const header = panel.closest('header')!.getBoundingClientRect();
      await expect(panel.getBoundingClientRect().width).toBeGreaterThan(header.width * 0.8);
      const cells = [...panel.querySelectorAll('li')].map((li) => li.getBoundingClientRect().top);
      // A grid: several providers per row, and several rows (not one scrolling strip).
      const rows = new Set(cells.map(Math.round)).size;
      await expect(rows).toBeGreaterThan(1);
      await expect(rows).toBeLessThan(cells.length);
      await userEvent.click(canvas.getByRole('button', { name: 'Slots studio 3' }));
      await expect(onSelectProvider).toHaveBeenCalledWith('Slots studio 3');
      await expect(panel).not.toBeVisible();
    });
  },
};

/** The site's own navigation (English): ten items, the categories with their providers' dropdowns. */
const siteNav = [
  ['home', 'Home'],
  ['promotions', 'Promotions'],
  ['lott', 'Lottery'],
  ['elott', 'E-Lottery'],
  ['live', 'Live casino'],
  ['sports', 'Sports'],
  ['fish', 'Fishing'],
  ['rng', 'Slots'],
  ['pvp', 'Arcade'],
  ['esports', 'E-sports'],
].map(([id = '', label = ''], i) => ({
  id,
  label,
  href: `/${id}`,
  active: id === 'esports',
  menu:
    i < 2
      ? undefined
      : {
          label: `${label} providers`,
          layout: 'normal' as const,
          items: providers(['Evolution', 'Sexy']),
          onSelect: onSelectProvider,
        },
}));

/**
 * Logged in at 1280 px with the site's ten navigation items: the links that fit are shown whole, the rest (here the
 * current page too, so More is marked) are in the More menu at the end of the bar; nothing is cut or overlaps.
 */
export const LoggedInAt1280: Story = {
  name: 'Logged in at 1280 px',
  args: { user, nav: siteNav },
  decorators: [
    (Story) => (
      <div style={{ width: 1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvasElement.querySelector('header')!;
    const bar = canvas.getByRole('navigation', { name: 'Games' });
    // The tenant's web font changes the links' widths: the bar re-measures once it has arrived.
    await document.fonts.ready;
    await new Promise(requestAnimationFrame);
    const shown = within(bar).getAllByRole('link');
    await expect(shown.length).toBeGreaterThan(1);
    await expect(shown.length).toBeLessThan(siteNav.length);
    const right = bar.getBoundingClientRect().right;
    for (const link of shown) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
      await expect(link.closest('li')!.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    }
    await expectNothingOverlaps(header);
    const more = within(bar).getByRole('button', { name: 'More' });
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    await userEvent.click(more);
    const items = within(bar)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect([...shown.map((link) => link.textContent), ...items]).toEqual(
      siteNav.map((link) => link.label),
    );
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
    // Opened again from the keyboard, so that the picture shows what went into More.
    await userEvent.keyboard('{Enter}');
    await expect(within(bar).getAllByRole('menuitem')[0]).toHaveFocus();
  },
};

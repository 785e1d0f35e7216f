import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ChatIcon, FireIcon, GiftIcon, GlobeIcon, HeartIcon, InfoIcon } from '../internal/icons.tsx';
import { LONG_THAI, phoneStory, qrCodesDrawn } from '../internal/story-helpers.tsx';
import { LanguageSelect } from '../LanguageSelect/LanguageSelect.tsx';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const sections = [
  {
    id: 'main',
    items: [
      { id: 'referral', label: 'Referral', href: '/member#referral', icon: <GiftIcon /> },
      { id: 'promotions', label: 'Promotions', href: '/promotions', icon: <FireIcon /> },
    ],
  },
  {
    id: 'games',
    title: 'Games',
    items: [
      { id: 'home', label: 'HOME', href: '/', icon: <GlobeIcon />, active: true },
      { id: 'hot', label: 'HOT', href: '/hot', icon: <FireIcon /> },
      { id: 'live', label: 'LIVE', href: '/live', icon: <HeartIcon /> },
      { id: 'rng', label: 'SLOTS', href: '/rng', icon: <InfoIcon /> },
    ],
  },
  {
    id: 'help',
    title: 'Support',
    items: [
      { id: 'cs', label: 'Customer service', href: 'https://cs.example', icon: <ChatIcon />, external: true },
      { id: 'telegram', label: 'Telegram', href: 'https://t.me/example', icon: <ChatIcon />, external: true },
    ],
  },
];

function Controlled(props: SideMenuProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  const [lang, setLang] = useState('EN');
  return (
    <div style={{ height: 760, display: 'flex' }}>
      <SideMenu
        {...props}
        collapsed={collapsed}
        onToggle={() => {
          setCollapsed(!collapsed);
          props.onToggle();
        }}
      >
        <LanguageSelect
          languages={[
            { code: 'EN', name: 'English' },
            { code: 'TY', name: 'ไทย' },
          ]}
          value={lang}
          onChange={setLang}
        />
      </SideMenu>
    </div>
  );
}

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: {
    sections,
    collapsed: false,
    onToggle: fn(),
    onNavigate: fn(),
    qrCodes: [
      { id: 'ios', label: 'iOS', value: 'https://goldcasino.example/ios' },
      { id: 'android', label: 'Android', value: 'https://goldcasino.example/android' },
    ],
  },
  parameters: { ...targetSizeRule, layout: 'fullscreen' },
  render: (args) => <Controlled {...args} />,
  play: ({ canvasElement }) => qrCodesDrawn(canvasElement),
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'LIVE' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/live', expect.anything());
  },
};
export const Collapsed: Story = { args: { collapsed: true } };
export const LongThaiText: Story = {
  args: {
    sections: [
      { id: 'x', title: 'เมนู', items: [{ id: 'a', label: LONG_THAI, href: '/', icon: <GiftIcon /> }] },
    ],
  },
};
export const Phone: Story = { ...phoneStory };

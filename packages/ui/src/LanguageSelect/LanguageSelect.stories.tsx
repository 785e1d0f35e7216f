import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../internal/story-helpers.tsx';
import { LanguageSelect, type LanguageSelectProps } from './LanguageSelect.tsx';

const languages = [
  { code: 'EN', name: 'English' },
  { code: 'TY', name: 'ไทย' },
];

function Controlled(props: LanguageSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSelect
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/LanguageSelect',
  component: LanguageSelect,
  args: { languages, value: 'EN', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'TY');
    await expect(args.onChange).toHaveBeenCalledWith('TY');
  },
};
export const Thai: Story = { args: { value: 'TY' }, globals: { language: 'TY' } };
export const Phone: Story = { ...phoneStory };

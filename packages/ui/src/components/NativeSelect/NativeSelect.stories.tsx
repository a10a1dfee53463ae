import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const languages = [
  { id: 'en', label: 'English', lang: 'en' },
  { id: 'es', label: 'Español', lang: 'es' },
  { id: 'fr', label: 'Français', lang: 'fr' },
  { id: 'de', label: 'Deutsch', lang: 'de' },
];

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  args: { label: 'Language', options: languages, defaultValue: 'en', onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 240 }}>
      <NativeSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FocusVisibleByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveFocus();
  },
};

export const ChosenByKeyboard: Story = {
  tags: ['!screenshot'],
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Deutsch');
    await expect(select).toHaveValue('de');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a language', defaultValue: '' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a language' })).toBeDisabled();
  },
};

export const WithDescription: Story = {
  args: { description: 'The language the instructions are written in' },
};

export const Disabled: Story = { args: { disabled: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const categories = [
  { id: 'bug', label: 'Bug Report' },
  { id: 'feature', label: 'Feature Request' },
  { id: 'improvement', label: 'Improvement Suggestion' },
  { id: 'general', label: 'General Feedback' },
  { id: 'other', label: 'Other' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Category',
    options: categories,
    placeholder: 'Select a category',
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ChosenByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('feature');
    await expect(canvas.getByRole('button')).toHaveTextContent('Feature Request');
  },
};

export const Open: Story = {
  args: { defaultValue: 'general' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const option = await within(canvasElement.ownerDocument.body).findByRole('option', {
      name: 'General Feedback',
    });
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a category' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'bug' },
};

export const LongOptionInNarrowBox: Story = {
  args: {
    defaultValue: 'long',
    options: [{ id: 'long', label: 'Improvement suggestion for the listening exercises' }],
  },
  render: (args) => (
    <div style={{ inlineSize: 180 }}>
      <Select {...args} />
    </div>
  ),
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'bug', description: 'Helps us route your message.' },
};

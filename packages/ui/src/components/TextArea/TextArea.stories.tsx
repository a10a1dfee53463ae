import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Your feedback', onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/1000 characters')).toBeVisible();
  },
};

export const CountsAsYouType: Story = {
  args: { description: 'Tell us what went wrong.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your feedback' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Great app');
    await expect(canvas.getByText('9/1000 characters')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(
      'Tell us what went wrong. 9/1000 characters',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('Great app');
  },
};

export const StopsAtTheLimit: Story = {
  args: { maxLength: 10, defaultValue: 'Ten chars!' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox');
    await userEvent.click(textarea);
    await userEvent.keyboard('more');
    await expect(textarea).toHaveValue('Ten chars!');
    await expect(canvas.getByText('10/10 characters')).toBeVisible();
  },
};

export const CustomCounterWording: Story = {
  args: {
    maxLength: 200,
    defaultValue: 'Hola',
    formatCount: (n, max) => `${n} de ${max} caracteres`,
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please fill in all fields before submitting.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent already.' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'The listening exercise would not play on my phone.' },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'ملاحظاتك', defaultValue: 'التمرين رائع' },
};

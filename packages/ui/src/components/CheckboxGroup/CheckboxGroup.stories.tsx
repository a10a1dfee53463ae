import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  subcomponents: { Checkbox },
  args: { label: 'Criteria', onChange: fn(), children: null },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="fluency">Fluency</Checkbox>
      <Checkbox value="pronunciation">Pronunciation</Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: ['fluency', 'pronunciation'] } };

export const ToggledWithTheKeyboard: Story = {
  args: { defaultValue: ['fluency'] },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Pronunciation' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(['fluency', 'pronunciation']);
  },
};

export const Invalid: Story = {
  args: { value: [], isInvalid: true, errorMessage: 'Choose at least one criterion' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: ['pronunciation'], description: 'What the answers are graded on' },
};

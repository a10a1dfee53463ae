import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';
import { countries } from './countries.fixture';

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Country', options: countries, placeholder: 'Type to search', onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <ComboBox {...args} />
    </div>
  ),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SearchLongCountryList: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('germ');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('+49 Germany');
    await expect(args.onChange).toHaveBeenCalledWith('+49 Germany');
  },
};

export const NoMatch: Story = {
  args: { emptyText: 'No country matches' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('zzz');
    const empty = await within(canvasElement.ownerDocument.body).findByText('No country matches');
    // The popover fades in; wait until it is shown.
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Country is required' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '+34 Spain' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '+33 France' },
};

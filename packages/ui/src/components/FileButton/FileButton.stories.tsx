import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileButton } from './FileButton';

const meta = {
  title: 'UI/FileButton',
  component: FileButton,
  // A Button's pictures already show how it looks.
  tags: ['!screenshot'],
  args: { children: 'Choose a CSV file', acceptedFileTypes: ['.csv', 'text/csv'], onSelect: fn() },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChoosingAFile: Story = {
  name: 'Choosing a file hands it over',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a CSV file' })).toBeEnabled();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    const file = new File(['First name,Last name\nAna,López\n'], 'class.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Assignments">
        <Tab id="pending">Pending Assignments</Tab>
        <Tab id="completed">Completed Assignments</Tab>
        <Tab id="expired">Expired Assignments</Tab>
      </TabList>
      <TabPanel id="pending">No active assignments</TabPanel>
      <TabPanel id="completed">No completed assignments</TabPanel>
      <TabPanel id="expired">No expired assignments</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SwitchedWithArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const completed = canvas.getByRole('tab', { name: 'Completed Assignments' });
    await expect(completed).toHaveAttribute('aria-selected', 'true');
    await expect(completed).toHaveAttribute('data-focus-visible', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No completed assignments');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('completed');
  },
};

export const DisabledTab: Story = { args: { disabledKeys: ['expired'] } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKey: 'expired' },
};

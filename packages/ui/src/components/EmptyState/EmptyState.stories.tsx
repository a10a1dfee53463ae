import type { Meta, StoryObj } from '@storybook/react-vite';
import { InboxIcon, PlusIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Active Assignments',
    description: "You don't have any active assignments at the moment.",
    icon: <InboxIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No rooms yet',
    description: undefined,
    action: <Button icon={<PlusIcon />}>Create Room</Button>,
  },
};

export const TitleOnly: Story = {
  args: { title: 'No students found in this room.', description: undefined, icon: undefined },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

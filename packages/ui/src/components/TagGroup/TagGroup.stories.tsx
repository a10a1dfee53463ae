import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagGroup, type TagItem } from './TagGroup';

const emails: TagItem[] = [
  'maria@school.example',
  'jonas@school.example',
  'aiko@school.example',
].map((email) => ({ id: email, label: email }));

/** Holds the chips in state so removing one really removes it. */
function RemovableChips({
  initial,
  onRemove,
}: {
  initial: TagItem[];
  onRemove: (ids: string[]) => void;
}) {
  const [items, setItems] = useState(initial);
  return (
    <TagGroup
      label="Students to invite"
      items={items}
      emptyText="No e-mails added yet"
      onRemove={(ids) => {
        onRemove(ids);
        setItems((current) => current.filter((item) => !ids.includes(item.id)));
      }}
    />
  );
}

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup,
  args: { label: 'Students to invite', items: emails, onRemove: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <RemovableChips initial={args.items} onRemove={args.onRemove ?? (() => {})} />
    </div>
  ),
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailChips: Story = {};

export const RemovedWithItsButton: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('row', { name: 'jonas@school.example' });
    await userEvent.click(within(chip).getByRole('button'));
    await expect(args.onRemove).toHaveBeenCalledWith(['jonas@school.example']);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const RemovedWithDeleteKey: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith(['maria@school.example']);
    await expect(canvas.queryByText('maria@school.example')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { items: [] } };

export const ManyLongChips: Story = {
  args: {
    items: Array.from({ length: 14 }, (_, index) => ({
      id: `s${index}`,
      label: `student.number.${index + 1}.with.a.long.address@international-school.example`,
    })),
  },
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <RemovableChips initial={args.items} onRemove={args.onRemove ?? (() => {})} />
    </div>
  ),
};

export const ReadOnly: Story = {
  render: (args) => <TagGroup label="Invited" items={args.items} />,
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

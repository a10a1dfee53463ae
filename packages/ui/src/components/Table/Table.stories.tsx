import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { scoreTone } from '../../theme/tone';
import { Badge } from '../Badge/Badge';
import { Table, type TableColumn } from './Table';

interface Student {
  id: number;
  rank: number;
  name: string;
  completed: number;
  score: number;
  completion: number;
}

const students: Student[] = [
  { id: 1, rank: 1, name: 'Maria Garcia', completed: 14, score: 93.5, completion: 100 },
  { id: 2, rank: 2, name: 'Jonas Becker', completed: 12, score: 86, completion: 92 },
  { id: 3, rank: 3, name: 'Aiko Tanaka', completed: 11, score: 78.25, completion: 85 },
  { id: 4, rank: 4, name: 'Liam O’Brien', completed: 9, score: 71, completion: 64 },
  { id: 5, rank: 5, name: 'Sofia Rossi', completed: 6, score: 58.75, completion: 40 },
];

const columns: TableColumn<Student>[] = [
  { id: 'rank', header: 'Rank', numeric: true, allowsSorting: true },
  { id: 'name', header: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'completed', header: 'Exercises completed', numeric: true, allowsSorting: true },
  {
    id: 'score',
    header: 'Average score',
    numeric: true,
    allowsSorting: true,
    render: (row) => <Badge tone={scoreTone(row.score)}>{row.score.toFixed(2)}%</Badge>,
  },
  {
    id: 'completion',
    header: 'Completion rate',
    numeric: true,
    allowsSorting: true,
    render: (row) => `${row.completion}%`,
  },
];

const meta = {
  title: 'UI/Table',
  component: Table<Student>,
  args: {
    'aria-label': 'Top Students',
    columns,
    rows: students,
    highlightFirstRow: true,
    defaultSort: { column: 'rank', direction: 'ascending' },
  },
} satisfies Meta<typeof Table<Student>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: { getAllByRole: (role: 'rowheader') => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);

export const TopStudents: Story = {
  play: async ({ canvas }) => {
    // react-aria's grid replaces the plain table once its code is there.
    await canvas.findByRole('grid', {}, { timeout: 10_000 });
    await expect(names(canvas)[0]).toBe('Maria Garcia');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('data-highlighted', 'true');
  },
};

export const SortedByClickingAHeader: Story = {
  play: async ({ canvas }) => {
    // react-aria's grid replaces the plain table once its code is there.
    await canvas.findByRole('grid', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Average score' }));
    await expect(names(canvas)[0]).toBe('Sofia Rossi');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Average score' }));
    await expect(names(canvas)[0]).toBe('Maria Garcia');
    await expect(canvas.getByRole('columnheader', { name: 'Average score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const SortedByKeyboard: Story = {
  play: async ({ canvas }) => {
    // react-aria's grid replaces the plain table once its code is there.
    await canvas.findByRole('grid', {}, { timeout: 10_000 });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(names(canvas)).toEqual([
      'Aiko Tanaka',
      'Jonas Becker',
      'Liam O’Brien',
      'Maria Garcia',
      'Sofia Rossi',
    ]);
  },
};

export const Empty: Story = { args: { rows: [], emptyText: 'No students found in this room.' } };

export const ManyRows: Story = {
  args: {
    rows: Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      rank: index + 1,
      name: `Student ${index + 1}`,
      completed: 30 - index,
      score: 100 - index * 1.5,
      completion: 100 - index * 3,
    })),
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { scoreTone } from '../../theme/tone';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
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

/** The cell (a `td`, a gridcell in the grid) whose text is `text`. */
const cell = (canvas: { getByText: (text: string) => HTMLElement }, text: string) =>
  canvas.getByText(text).closest('td');

export const TopStudents: Story = {
  play: async ({ canvas }) => {
    await expect(names(canvas)[0]).toBe('Maria Garcia');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('data-highlighted', 'true');
  },
};

export const SortedByClickingAHeader: Story = {
  play: async ({ canvas }) => {
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

export const SortedDescending: Story = {
  args: { defaultSort: { column: 'score', direction: 'descending' }, highlightFirstRow: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Average score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(names(canvas)[0]).toBe('Maria Garcia');
  },
};

/** One tab stop: the arrow keys, Home and End move between cells, Tab leaves the table. */
export const MovedByArrowKeys: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    // The first header's sort button is the table's tab stop.
    await expect(canvas.getByRole('button', { name: 'Rank' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const maria = canvas.getByRole('rowheader', { name: 'Maria Garcia' });
    await expect(maria).toHaveFocus();
    await expect(maria).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{End}');
    await expect(cell(canvas, '100%')).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(canvas, '40%')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(cell(canvas, '4')).toHaveFocus();
    // The focused cell is the tab stop: Tab leaves, Shift+Tab comes back to it.
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(cell(canvas, '4')).toHaveFocus();
  },
};

const onMessage = fn();

/** A cell's button takes the focus of its cell; the arrow keys reach it, Tab does not stop on every one. */
export const WithButtonsInCells: Story = {
  args: {
    columns: [
      ...columns.slice(0, 2),
      {
        id: 'action',
        header: 'Action',
        render: (row) => (
          <Button size="small" variant="secondary" onPress={() => onMessage(row.name)}>
            Message
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{End}');
    const buttons = canvas.getAllByRole('button', { name: 'Message' });
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(buttons[1]).toHaveFocus();
    await expect(onMessage).toHaveBeenCalledWith('Jonas Becker');
    // Only the focused button is in the tab order.
    await expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[1]]);
  },
};
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    // The next column is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
  },
};

export const Empty: Story = { args: { rows: [], emptyText: 'No students found in this room.' } };

/** `count` students ranked by score, each lower than the one before. */
function rankedStudents(count: number): Student[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    rank: index + 1,
    name: `Student ${index + 1}`,
    completed: count - index,
    score: 100 - (index * 45) / count,
    completion: 100 - (index * 90) / count,
  }));
}

export const ManyRows: Story = {
  args: {
    rows: rankedStudents(30),
  },
};

/** A big room: its 200 rows are drawn 50 per task, and every one of them arrives. */
export const TwoHundredRows: Story = {
  tags: ['!screenshot'],
  args: {
    rows: rankedStudents(200),
  },
  play: async ({ canvas }) => {
    // The header's row and the students'.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(201));
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(
      canvas.getByRole('rowheader', { name: 'Student 200' }).closest('tr'),
    ).toContainElement(document.activeElement as HTMLElement);
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

import {
  createHandlers,
  createMockStore,
  fixtures,
  handlers,
  mockHttp,
  scenarios,
} from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { body, ScreenStory, type StoryUser } from '../../layout/ScreenStory';
import RoomDetailScreen from './RoomDetailScreen';

const spanish = fixtures.rooms.spanish.id;

/** The chart's "Show as table" sits on its title's line, not below it. */
async function expectToggleBesideTitle(canvasElement: HTMLElement, title: string) {
  const chart = within(await within(canvasElement).findByRole('figure', { name: title }));
  const caption = chart.getByText(title).getBoundingClientRect();
  const toggle = chart.getByRole('button', { name: 'Show as table' }).getBoundingClientRect();
  const middle = toggle.top + toggle.height / 2;
  await expect(middle).toBeGreaterThan(caption.top);
  await expect(middle).toBeLessThan(caption.bottom);
}

/**
 * The recorded classroom plus one student in the French room, which has no assignment; its
 * progress is what the server answers for such a room (a rate of 0 with nothing assigned, no
 * average).
 */
function frenchRoomWithAStudent() {
  const store = createMockStore();
  const { id, first_name, last_name, email } = fixtures.users.student;
  const members = [{ id, first_name, last_name, email }];
  store.patch(fixtures.rooms.french.id, { list_users: members });
  store.answer('teacher', `GET /rooms/get_users/${fixtures.rooms.french.id}`, members);
  const progress = mockHttp.get('/metrics/room_progress/{id}', ({ response }) =>
    response(200).json({
      total_students: 1,
      total_exercises_assigned: 0,
      overall_completion_rate: 0,
      average_score: null,
    }),
  );
  return [progress, ...createHandlers(store)];
}

const meta = {
  title: 'Screens/RoomDetail',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher', roomId: spanish },
  render: ({ as, roomId }) => (
    <ScreenStory as={as} path={`/rooms/${roomId}`} route="/rooms/:roomId">
      <RoomDetailScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser; roomId: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Spanish B1 — Evening group', level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'View Students' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gradebook' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Aiko Tanaka' })).toBeVisible();
    await expect(canvas.getByText('Assignment Completion Rates')).toBeVisible();
    const topics = within(canvas.getByRole('article', { name: 'Topic Performance' }));
    await expect(
      topics.getByRole('heading', { level: 2, name: 'Topic Performance' }),
    ).toBeVisible();
    await expect(topics.getByRole('figure', { name: 'Best Topics' })).toBeVisible();
    await expect(topics.getByRole('figure', { name: 'Worst Topics' })).toBeVisible();
    await expectToggleBesideTitle(canvasElement, 'Room Accuracy by Exercise Type');
  },
};

export const Student: Story = {
  args: { as: 'student' },
  parameters: { msw: { handlers: [...scenarios.analyticsForbidden, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Spanish B1 — Evening group', level: 1 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Students' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Gradebook' })).not.toBeInTheDocument();
  },
};

export const EmptyRoom: Story = {
  name: 'A new room without data',
  args: { roomId: fixtures.rooms.french.id },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'French C1 Literature', level: 1 }),
    ).toBeVisible();
  },
};

export const StudentsWithoutAssignment: Story = {
  name: 'Students but no assignment yet',
  args: { roomId: fixtures.rooms.french.id },
  parameters: { msw: { handlers: frenchRoomWithAStudent() } },
  play: async ({ canvasElement }) => {
    const figures = within(
      await within(canvasElement).findByRole('region', { name: 'Room figures' }),
    );
    await waitFor(() =>
      expect(figures.getByText('Total Students').nextSibling).toHaveTextContent('1'),
    );
    for (const label of ['Completion Rate', 'Average Score']) {
      await expect(figures.getByText(label).nextSibling).toHaveTextContent('No data');
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const NotFound: Story = {
  name: 'Room not found',
  args: { roomId: '00000000-0000-4000-8000-000000009999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Room not found', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(body().getByText('Failed to load room details.')).toBeVisible();
  },
};

export const InviteMessages: Story = {
  name: 'Invite Students: every message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Students' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Invite Students' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invitations (0)' }));
    await expect(dialog.getByText('Please add at least one email address')).toBeVisible();
    const input = dialog.getByRole('textbox', { name: 'Student e-mail' });
    await userEvent.type(input, '{Enter}');
    await expect(dialog.getByText('Please enter an email address')).toBeVisible();
    await userEvent.type(input, 'nobody{Enter}');
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'Marta.Ruiz@lingua.test{Enter}');
    await expect(dialog.getByText('You cannot add your own email')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, ' New.Student@Lingua.test {Enter}');
    await userEvent.type(input, 'new.student@lingua.test{Enter}');
    await expect(dialog.getByText('This email is already added')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invitations (1)' }));
    await expect(await body().findByText('Students Added!')).toBeVisible();
    await expect(body().getByText('Successfully added 1 student(s) to the room!')).toBeVisible();
  },
};

export const StudentsList: Story = {
  name: 'Students in Room',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'View Students' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Students in Room' }));
    await expect(await dialog.findByText('tom.becker@lingua.test')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Tom Becker' })).toBeVisible();
  },
};

export const JoinCodeOff: Story = {
  name: 'The teacher turns the join code off, then on with a new code',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('K7MPQ2XR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(
      await canvas.findByText('Joining by code is off. Pupils join only when you add them.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('button', { name: 'New code' })).toBeVisible();
    await expect(canvas.queryByText('K7MPQ2XR')).not.toBeInTheDocument();
  },
};

export const StudentLeaves: Story = {
  name: 'A pupil leaves the room after confirming',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Join code' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave room' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Leave room?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave room' }));
    const toast = await body().findByText('Left room');
    // The app went on to the rooms list (outside this story): the room's page is gone at once.
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument(),
    );
    // Read as a person reads it: a hovered toast stays until the screenshot is taken.
    await userEvent.hover(toast);
    await expect(toast).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Spanish B1 — Evening group',
        level: 1,
      }),
    ).toBeVisible();
    await expectToggleBesideTitle(canvasElement, 'Room Accuracy by Exercise Type');
  },
};

/** The teacher's view with its data: figures, rankings, charts and the join code. */
const teacherViewShown = (canvasElement: HTMLElement) => async () => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('rowheader', { name: 'Aiko Tanaka' })).toBeVisible();
  await expect(canvas.getByText('K7MPQ2XR')).toBeVisible();
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await expectOnlyCatalogueText(teacherViewShown(canvasElement));
  },
};

export const PseudoLocaleInvite: Story = {
  name: 'Pseudo-locale: the Invite Students dialog with its message',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(teacherViewShown(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Add Students') }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'nobody{Enter}');
    await expectOnlyCatalogueText(() =>
      expect(dialog.getByText(pseudoOf('Please enter a valid email address'))).toBeVisible(),
    );
  },
};

export const PseudoLocaleStudents: Story = {
  name: 'Pseudo-locale: the Students in Room dialog',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(teacherViewShown(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('View Students') }));
    const dialog = within(await body().findByRole('dialog'));
    await expectOnlyCatalogueText(() =>
      expect(dialog.getByText('tom.becker@lingua.test')).toBeVisible(),
    );
  },
};

export const PseudoLocaleStudent: Story = {
  name: 'Pseudo-locale: a pupil, asked to confirm leaving',
  args: { as: 'student' },
  globals: pseudoLocale,
  parameters: { msw: { handlers: [...scenarios.analyticsForbidden, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: pseudoOf('Leave room') }));
    await expectOnlyCatalogueText(() =>
      expect(body().getByRole('alertdialog', { name: pseudoOf('Leave room?') })).toBeVisible(),
    );
  },
};

export const German: Story = {
  name: 'In German',
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Aiko Tanaka' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Beste Schüler', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schüler hinzufügen' })).toBeVisible();
  },
};

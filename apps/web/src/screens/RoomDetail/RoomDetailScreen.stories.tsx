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
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import RoomDetailScreen from './RoomDetailScreen';

const spanish = fixtures.rooms.spanish.id;

/** The newcomer asked to join the Spanish room by its code (no name yet: their address). */
const asking = fixtures.users.newcomer.email;

/**
 * The room's card of pupils asking to join shows the newcomer: its code is fetched on demand,
 * which takes a while the first time, so every picture of the room waits for it.
 */
const requestShown = async (canvasElement: HTMLElement) => {
  await classAccountsShown(canvasElement);
  return within(canvasElement).findByRole(
    'heading',
    { level: 3, name: asking },
    { timeout: 10_000 },
  );
};

/** The class accounts card once its list came (in the languages the stories use). */
const CLASS_ACCOUNTS = ['Class accounts', 'Klassenkonten', pseudoOf('Class accounts')];
const classAccountsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: (name) => CLASS_ACCOUNTS.includes(name) },
    { timeout: 10_000 },
  );

/** Opens Add pupils without e-mail and types the class list. */
async function typePupils(canvasElement: HTMLElement, add: string, list: string) {
  await classAccountsShown(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: add }));
  // Its code is fetched on the first open.
  const dialog = within(await body().findByRole('dialog', {}, { timeout: 10_000 }));
  await userEvent.type(dialog.getByRole('textbox'), list);
  return dialog;
}

const PUPILS = 'Nina Costa{Enter}Omar, Haddad{Enter}Leo{Enter}Ana, Ruiz, ana@example.com';

/** Opens Add pupils without e-mail and chooses `content` as the class list's CSV file. */
async function choosePupilsCsv(canvasElement: HTMLElement, add: string, content: string) {
  await classAccountsShown(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: add }));
  const dialog = await body().findByRole('dialog', {}, { timeout: 10_000 });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([content], '4b.csv', { type: 'text/csv' }));
  return within(dialog);
}

const CSV = 'First name,Last name,E-mail\nNina,Costa,\nOmar,Haddad,\nAna,Ruiz,ana@example.com\n';
/** A class list of 120: more than can be added at once. */
const CSV_TOO_LONG = `First name,Last name\n${Array.from({ length: 120 }, (_, n) => `Pupil,N${n}`).join('\n')}`;

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
    await requestShown(canvasElement);
    const requests = within(canvas.getByRole('article', { name: 'Asking to join' }));
    await expect(requests.getByRole('button', { name: `Approve ${asking}` })).toBeVisible();
    await expect(
      canvas.getByText('Pupils who enter the code wait for your approval.'),
    ).toBeVisible();
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
    // Invited by e-mail, not yet answered: the address typed, never the pupil's name.
    const invited = within(
      await within(canvasElement).findByRole(
        'article',
        { name: 'Invited, not yet answered' },
        { timeout: 10_000 },
      ),
    );
    await expect(invited.getByText(fixtures.users.student.email)).toBeVisible();
    await expect(invited.queryByText('Tom Becker')).not.toBeInTheDocument();
    await classAccountsShown(canvasElement);
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
    await classAccountsShown(canvasElement);
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
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(body().getByText('Failed to load room details.')).toBeVisible();
  },
};

export const InviteMessages: Story = {
  tags: ['!screenshot'],
  name: 'Invite Students: every message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Students' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Invite Students' }, { timeout: 10_000 }),
    );
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
    await requestShown(canvasElement);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'View Students' }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: 'Students in Room' }, { timeout: 10_000 }),
    );
    await expect(await dialog.findByText('tom.becker@lingua.test')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Remove Tom Becker' })).toBeVisible();
  },
};

export const JoinCodeOff: Story = {
  tags: ['!screenshot'],
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
  tags: ['!screenshot'],
  name: 'A pupil leaves the room after confirming',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Join code' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave room' }));
    const dialog = within(
      await body().findByRole('alertdialog', { name: 'Leave room?' }, { timeout: 10_000 }),
    );
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
    await expect(await requestShown(canvasElement)).toBeVisible();
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
    await requestShown(canvasElement);
    await expectOnlyCatalogueText(teacherViewShown(canvasElement));
  },
};

export const PseudoLocaleInvite: Story = {
  name: 'Pseudo-locale: the Invite Students dialog with its message',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(teacherViewShown(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Add Students') }));
    const dialog = within(await body().findByRole('dialog', {}, { timeout: 10_000 }));
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
    await requestShown(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(teacherViewShown(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('View Students') }));
    const dialog = within(await body().findByRole('dialog', {}, { timeout: 10_000 }));
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
    await expect(await canvas.findByRole('button', { name: 'Schüler hinzufügen' })).toBeVisible();
    await expect(await requestShown(canvasElement)).toBeVisible();
  },
};

export const JoinRequestApproved: Story = {
  tags: ['!screenshot'],
  name: 'The teacher approves a pupil who asked to join',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Approve ${asking}` }));
    await expect(await body().findByText('Request approved')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Asking to join' })).not.toBeInTheDocument(),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'View Students' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Students in Room' }, { timeout: 10_000 }),
    );
    await expect(await dialog.findByRole('button', { name: `Remove ${asking}` })).toBeVisible();
  },
};

export const JoinRequestRefused: Story = {
  tags: ['!screenshot'],
  name: 'The teacher refuses a pupil who asked to join',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Refuse ${asking}` }));
    await expect(await body().findByText('Request refused')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Asking to join' })).not.toBeInTheDocument(),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'View Students' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Students in Room' }, { timeout: 10_000 }),
    );
    await expect(await dialog.findByRole('button', { name: 'Remove Tom Becker' })).toBeVisible();
    await expect(
      dialog.queryByRole('button', { name: `Remove ${asking}` }),
    ).not.toBeInTheDocument();
  },
};

export const JoinSettings: Story = {
  name: 'Join settings: approval, an end date and a cap',
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join settings' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Join settings' }, { timeout: 10_000 }),
    );
    await expect(
      dialog.getByRole('checkbox', { name: 'Pupils who enter the code wait for my approval' }),
    ).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Pupils the code lets in' })).toHaveValue('');
  },
};

export const JoinSettingsSaved: Story = {
  tags: ['!screenshot'],
  name: 'The teacher lets pupils in at once, at most 25: the card says so',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join settings' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Join settings' }, { timeout: 10_000 }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: 'Pupils who enter the code wait for my approval' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pupils the code lets in' }), '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    await expect(await body().findByText('Join settings saved')).toBeVisible();
    await expect(await canvas.findByText('Pupils who enter the code join at once.')).toBeVisible();
    await expect(canvas.getByText('1 of 25 places used.')).toBeVisible();
  },
};

export const PseudoLocaleJoinSettings: Story = {
  name: 'Pseudo-locale: the Join settings dialog',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(teacherViewShown(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Join settings') }));
    const dialog = within(await body().findByRole('dialog', {}, { timeout: 10_000 }));
    await expectOnlyCatalogueText(
      () => expect(dialog.getByRole('button', { name: pseudoOf('Save settings') })).toBeVisible(),
      // The end date's empty year, as react-aria writes it in its own words.
      ['yyyy'],
    );
  },
};

export const ClassAccounts: Story = {
  name: 'Class accounts: pupils added by name, each line read, and their sign-in cards',
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await typePupils(canvasElement, 'Add pupils without e-mail', PUPILS);
    await expect(dialog.getByText('2 pupils will get a class account.')).toBeVisible();
    await expect(dialog.getByText('Line 3: a first and a last name are needed.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create 2 accounts' }));
    const cards = within(
      await body().findByRole('dialog', { name: 'Sign-in cards' }, { timeout: 10_000 }),
    );
    const sheet = within(cards.getByRole('list', { name: 'Cards to print' }));
    await expect(sheet.getAllByRole('listitem')).toHaveLength(2);
    await expect(sheet.getByText('gato-luna-mesa')).toBeVisible();
    await expect(sheet.getAllByRole('img', { name: 'QR code of the sign-in page' })).toHaveLength(
      2,
    );
    await expect(cards.getByRole('button', { name: 'Print cards' })).toBeVisible();
  },
};

export const ClassAccountNewCard: Story = {
  tags: ['!screenshot'],
  name: 'Class accounts: the list shows who has not signed in, and a new card for one pupil',
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await typePupils(canvasElement, 'Add pupils without e-mail', PUPILS);
    await userEvent.click(dialog.getByRole('button', { name: 'Create 2 accounts' }));
    const cards = await body().findByRole('dialog', { name: 'Sign-in cards' }, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cards).not.toBeInTheDocument());
    const canvas = within(canvasElement);
    const row = within(
      (await canvas.findByRole('rowheader', { name: 'Nina Costa' })).closest('tr') as HTMLElement,
    );
    await expect(row.getByText('ninac42')).toBeVisible();
    await expect(row.getByText('Not yet')).toBeVisible();
    await userEvent.click(
      row.getByRole('button', { name: 'New card with a new password for Nina Costa' }),
    );
    const fresh = within(
      await body().findByRole('dialog', { name: 'Sign-in cards' }, { timeout: 10_000 }),
    );
    await expect(fresh.getByText('rana-tren-nube')).toBeVisible();
    await expect(fresh.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const PseudoLocaleAddPupils: Story = {
  name: 'Pseudo-locale: the Add pupils dialog with a line that makes no pupil',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await typePupils(canvasElement, pseudoOf('Add pupils without e-mail'), PUPILS);
    await expectOnlyCatalogueText(() =>
      expect(dialog.getByRole('button', { name: /2/ })).toBeEnabled(),
    );
  },
};

export const PseudoLocaleCards: Story = {
  name: 'Pseudo-locale: the sign-in cards',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await typePupils(canvasElement, pseudoOf('Add pupils without e-mail'), PUPILS);
    await userEvent.click(dialog.getByRole('button', { name: /2/ }));
    const cards = within(
      await body().findByRole('dialog', { name: pseudoOf('Sign-in cards') }, { timeout: 10_000 }),
    );
    await expectOnlyCatalogueText(() => expect(cards.getByText('sol-pan-barco')).toBeVisible());
  },
};

export const GermanCards: Story = {
  name: 'In German: the sign-in cards',
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await typePupils(canvasElement, 'Kinder ohne E-Mail hinzufügen', PUPILS);
    await expect(dialog.getByText('2 Kinder bekommen ein Klassenkonto.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '2 Konten erstellen' }));
    const cards = within(
      await body().findByRole('dialog', { name: 'Anmeldekarten' }, { timeout: 10_000 }),
    );
    await expect(cards.getByRole('button', { name: 'Karten drucken' })).toBeVisible();
  },
};

export const ClassAccountsFromCsv: Story = {
  name: 'Class accounts: the class list chosen as a CSV file fills the list',
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await choosePupilsCsv(canvasElement, 'Add pupils without e-mail', CSV);
    await expect(
      await dialog.findByText('3 pupils from 4b.csv are in the list.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(dialog.getByText('2 pupils will get a class account.')).toBeVisible();
    await expect(
      dialog.getByText('Line 3: has an e-mail address; invite this pupil with Add Students.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create 2 accounts' })).toBeEnabled();
  },
};

export const ClassAccountsCsvWithoutColumns: Story = {
  name: 'Class accounts: a CSV file without name columns is refused, saying what its first row needs',
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await choosePupilsCsv(
      canvasElement,
      'Add pupils without e-mail',
      'Pupil,Class\nNina Costa,4B\n',
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '4b.csv has no first-name and last-name columns: its first row must name them, e.g. “First name, Last name”.',
    );
    await expect(dialog.getByText('No pupils yet.')).toBeVisible();
  },
};

export const ClassAccountsCsvTooLong: Story = {
  tags: ['!screenshot'],
  name: 'Class accounts: an empty CSV file, then one of 120 pupils, are refused',
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await choosePupilsCsv(canvasElement, 'Add pupils without e-mail', '');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('4b.csv has no pupils.');
    const input = body()
      .getByRole('dialog')
      .querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([CSV_TOO_LONG], '4b.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        '4b.csv has 120 pupils; at most 100 can be added at once. Split the list into two files.',
      ),
    );
  },
};

export const PseudoLocaleCsv: Story = {
  name: 'Pseudo-locale: a CSV file refused, every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await choosePupilsCsv(
      canvasElement,
      pseudoOf('Add pupils without e-mail'),
      CSV_TOO_LONG,
    );
    await expectOnlyCatalogueText(
      () => expect(dialog.getByRole('alert')).toBeVisible(),
      ['4b.csv'],
    );
  },
};

export const GermanCsv: Story = {
  name: 'In German: the class list from a CSV file',
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await requestShown(canvasElement);
    const dialog = await choosePupilsCsv(
      canvasElement,
      'Kinder ohne E-Mail hinzufügen',
      'Vorname;Nachname\nNina;Costa\nOmar;Haddad\n',
    );
    await expect(await dialog.findByText('2 Kinder aus 4b.csv stehen in der Liste.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'CSV-Datei auswählen' })).toBeVisible();
  },
};

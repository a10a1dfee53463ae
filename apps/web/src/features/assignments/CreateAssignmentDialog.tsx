import { parseDate, parseTime } from '@internationalized/date';
import * as contract from '@lingua/api/contract';
import {
  type AssignmentForm,
  type AssignmentSettings,
  createAssignmentMachine,
  scheduleChoice,
} from '@lingua/flows';
import type { Text } from '@lingua/i18n';
import {
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  NumberField,
  Select,
  Spinner,
  TextArea,
  TextField,
  TimeField,
} from '@lingua/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi, useShowToast } from '../../app/services';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
import * as exerciseStyles from '../exercises/exercise.css';
import { roomCalls, useRoomUsers, useTeacherRooms } from '../rooms/queries';
import { useOwnTemplates } from '../templates/queries';
import * as styles from './CreateAssignmentDialog.css';
import { assignmentCalls } from './queries';

export interface CreateAssignmentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The assignment was created and sent: reload the lists (the dialog closes itself). */
  onSuccess: () => void;
}

/** The number fields' bounds, from openapi.yaml. */
const bounds = { time_limit: contract.TimeLimit, attempts: contract.Attempts };

/** "Create New Alert": schedules a template for a room and mails its members. */
export function CreateAssignmentDialog({
  isOpen,
  onClose,
  onSuccess,
}: CreateAssignmentDialogProps) {
  return isOpen ? <CreateAssignmentForm onClose={onClose} onSuccess={onSuccess} /> : null;
}

function CreateAssignmentForm({ onClose, onSuccess }: Omit<CreateAssignmentDialogProps, 'isOpen'>) {
  const api = useApi();
  const showToast = useShowToast();
  const templates = useOwnTemplates();
  const rooms = useTeacherRooms();
  const machine = useMemo(
    () =>
      createAssignmentMachine.provide({
        actors: {
          createAssignment: fromPromise(({ input }) => assignmentCalls(api).create(input)),
          fetchRoomUsers: fromPromise(({ input }) => roomCalls(api).users(input.roomId)),
          sendMails: fromPromise(({ input }) => assignmentCalls(api).sendMails(input)),
          assignStudents: fromPromise(({ input }) =>
            assignmentCalls(api).assignStudents(input.assignmentId),
          ),
        },
        actions: {
          showToast: (_, toast) => showToast(toast),
          reportSuccess: () => {
            onSuccess();
            onClose();
          },
          logError: (_, { message, error }) => console.error(message, error),
        },
      }),
    [api, showToast, onSuccess, onClose],
  );
  const [state, send] = useInspectedMachine(machine, { input: { appUrl: window.location.origin } });
  const { values, settings, errors, statusText } = state.context;
  const busy = state.hasTag('busy');
  const t = useText();
  // A room's members for the note; a failure is an empty list.
  const roomUsers = useRoomUsers(values.room_id, { silent: true, enabled: values.room_id !== '' });
  const room = rooms.data?.find((candidate) => candidate.id === values.room_id);
  const set = (field: keyof AssignmentForm) => (value: string) =>
    send({ type: 'field.change', field, value });
  // Every field is locked while the assignment is created, and shows its own error.
  const fieldState = (message: Text | undefined) => ({
    isDisabled: busy,
    validationBehavior: 'aria' as const,
    isInvalid: message !== undefined,
    errorMessage: message === undefined ? undefined : t(message),
  });
  const number = (field: 'time_limit' | 'attempts', label: string) => (
    <NumberField
      label={label}
      value={values[field] === '' ? Number.NaN : Number(values[field])}
      onChange={(value) => set(field)(Number.isNaN(value) ? '' : String(value))}
      minValue={bounds[field].minimum}
      maxValue={bounds[field].maximum}
      step={1}
      {...fieldState(errors[field])}
    />
  );
  const setting = (name: keyof AssignmentSettings, label: string, note = 'shuffle-note') => (
    <Checkbox
      isSelected={settings[name]}
      onChange={(value) => send({ type: 'setting.change', setting: name, value })}
      isDisabled={busy}
      aria-describedby={note}
    >
      {label}
    </Checkbox>
  );
  const memberCount = roomUsers.data?.length ?? 0;
  const showSummary =
    values.assignment_text !== '' && room !== undefined && values.date !== '' && values.time !== '';

  return (
    // Escape, a click outside and the close button wait while the assignment is created: half
    // a run would leave an assignment without its mails.
    <Dialog
      title={t('assignments.create.title')}
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && !busy && onClose()}
    >
      <form
        className={exerciseStyles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <TextField
          label={t('assignments.create.titleField')}
          value={values.assignment_text}
          onChange={set('assignment_text')}
          maxLength={contract.AssignmentText.maxLength}
          {...fieldState(errors.assignment_text)}
        />
        <TextArea
          label={t('assignments.field.description')}
          value={values.assignment_description}
          onChange={set('assignment_description')}
          rows={3}
          {...fieldState(errors.assignment_description)}
        />
        <Select
          label={t('assignments.create.template')}
          placeholder={t('assignments.create.selectTemplate')}
          options={
            templates.isPending
              ? [
                  {
                    id: 'loading',
                    label: t('assignments.create.loadingTemplates'),
                    isDisabled: true,
                  },
                ]
              : (templates.data ?? []).map((template) => ({
                  id: template.id,
                  label: t('assignments.create.templateOption', {
                    name: template.template_name,
                    language: template.language,
                    level: template.template_level,
                  }),
                }))
          }
          selectedKey={values.template_id || null}
          onSelectionChange={(key) => set('template_id')(String(key ?? ''))}
          {...fieldState(errors.template_id)}
        />
        <Select
          label={t('templates.share.room')}
          placeholder={t('templates.share.selectRoom')}
          options={
            rooms.isPending
              ? [{ id: 'loading', label: t('assignments.create.loadingRooms'), isDisabled: true }]
              : (rooms.data ?? []).map((candidate) => ({
                  id: candidate.id,
                  label: t('templates.share.roomOption', {
                    name: candidate.room_name,
                    count: candidate.list_users.length,
                  }),
                }))
          }
          selectedKey={values.room_id || null}
          onSelectionChange={(key) => set('room_id')(String(key ?? ''))}
          {...fieldState(errors.room_id)}
        />
        {memberCount > 0 && (
          <p className={styles.note} role="status">
            <TextWith
              id="assignments.create.memberNote"
              values={{ count: memberCount }}
              parts={{ n: memberCount }}
            />
          </p>
        )}
        <div className={styles.row}>
          <DatePicker
            label={t('assignments.create.date')}
            value={values.date ? parseDate(values.date) : null}
            onChange={(date) => set('date')(date ? date.toString() : '')}
            {...fieldState(errors.schedule)}
          />
          <TimeField
            label={t('assignments.create.time')}
            value={values.time ? parseTime(values.time) : null}
            onChange={(time) =>
              set('time')(
                time
                  ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`
                  : '',
              )
            }
            {...fieldState(errors.time)}
          />
        </div>
        <div className={styles.row}>
          {number('time_limit', t('assignments.create.timeLimit'))}
          {number('attempts', t('assignments.field.attempts'))}
        </div>
        {/* Beside the spec's fields (issue 32): what each student's sitting shuffles. */}
        <div className={styles.settings}>
          {setting('shuffle_questions', t('assignments.create.shuffleQuestions'))}
          {setting('shuffle_options', t('assignments.create.shuffleOptions'))}
          <p id="shuffle-note" className={styles.hint}>
            {t('assignments.create.shuffleNote')}
          </p>
          {setting('deal_versions', t('assignments.create.dealVersions'), 'versions-note')}
          <p id="versions-note" className={styles.hint}>
            {t('assignments.create.dealVersionsNote')}
          </p>
        </div>
        {showSummary && (
          <section className={styles.box} aria-labelledby="alert-summary">
            <h3 id="alert-summary" className={styles.boxTitle}>
              {t('assignments.create.summary')}
            </h3>
            <p className={styles.line}>
              <TextWith
                id="assignments.create.summaryTitle"
                parts={{ title: <span translate="no">{values.assignment_text}</span> }}
              />
            </p>
            {values.assignment_description && (
              <p className={styles.line}>
                <TextWith
                  id="assignments.create.summaryDescription"
                  parts={{
                    description: <span translate="no">{values.assignment_description}</span>,
                  }}
                />
              </p>
            )}
            <p className={styles.line}>
              <TextWith
                id="assignments.create.summaryRoom"
                parts={{ room: <span translate="no">{room.room_name}</span> }}
              />
            </p>
            <p className={styles.line}>
              <TextWith
                id="assignments.create.summarySchedule"
                parts={{
                  when: t('assignments.create.when', { schedule: scheduleChoice(values) }),
                }}
              />
            </p>
          </section>
        )}
        {busy && (
          <div className={styles.box} role="status">
            <Spinner label={t('assignments.create.creating')} />
            <p className={styles.line}>{statusText && t(statusText)}</p>
            <p className={styles.line}>{t('assignments.create.wait')}</p>
          </div>
        )}
        <div className={exerciseStyles.actions}>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={busy}>
            {t('assignments.createButton')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

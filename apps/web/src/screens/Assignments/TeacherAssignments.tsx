import type { Assignment } from '@lingua/api';
import {
  Badge,
  Card,
  EmptyState,
  Menu,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  urgencyTone,
} from '@lingua/ui';
import { useLocation } from 'wouter';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import * as styles from './AssignmentsScreen.css';
import { countLine, teacherTabs } from './assignmentLists';

/** The room's gradebook, filtered to this assignment's sittings. */
const gradebookPath = (assignment: Assignment) =>
  `/rooms/${assignment.room_id}/gradebook?assignment=${assignment.assignment_id}`;

interface TeacherAssignmentsProps {
  assignments: readonly Assignment[];
  now: number;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

function AssignmentRow({
  assignment,
  now,
  onEdit,
  onDelete,
}: Omit<TeacherAssignmentsProps, 'assignments'> & { assignment: Assignment }) {
  const t = useText();
  const format = useFormat();
  const [, navigate] = useLocation();
  const until = Date.parse(assignment.schedule) - now;
  return (
    <Card
      title={<span translate="no">{assignment.assignment_text}</span>}
      headingLevel={2}
      actions={
        <Menu
          triggerLabel={t('assignments.actionsFor', { name: assignment.assignment_text })}
          actions={[
            { id: 'edit', label: t('assignments.edit.title') },
            { id: 'sittings', label: t('assignments.sittings') },
            { id: 'delete', label: t('assignments.deleteAlert'), isDanger: true },
          ]}
          onAction={(id) => {
            if (id === 'edit') onEdit(assignment);
            else if (id === 'sittings') navigate(gradebookPath(assignment));
            else onDelete(assignment);
          }}
        />
      }
    >
      <p className={styles.description} translate="no">
        {assignment.assignment_description}
      </p>
      <div className={styles.meta}>
        <Badge tone={until < 0 ? 'neutral' : urgencyTone(until)}>
          {format.relative(assignment.schedule, now)}
        </Badge>
        <span>{format.date(assignment.schedule)}</span>
        <span>{format.time(assignment.schedule)}</span>
      </div>
    </Card>
  );
}

/** The teacher's Active and Expired tabs, each sorted by due moment. */
export function TeacherAssignments({
  assignments,
  now,
  onEdit,
  onDelete,
}: TeacherAssignmentsProps) {
  const t = useText();
  const tabs = teacherTabs(assignments, now);
  const list = (items: Assignment[], what: 'pending' | 'expired') =>
    items.length === 0 ? (
      what === 'pending' ? (
        <EmptyState
          title={t('assignments.teacher.noActive')}
          headingLevel={2}
          description={t('assignments.teacher.noActiveDetail')}
        />
      ) : (
        <EmptyState
          title={t('assignments.teacher.noExpired')}
          headingLevel={2}
          description={t('assignments.teacher.noExpiredDetail')}
        />
      )
    ) : (
      <>
        <p className={styles.countLine}>{t(countLine(items.length, what))}</p>
        <div className={styles.list}>
          {items.map((assignment) => (
            <AssignmentRow
              key={assignment.assignment_id}
              assignment={assignment}
              now={now}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </div>
      </>
    );
  return (
    <Tabs>
      <TabList aria-label={t('assignments.title')}>
        <Tab id="active">{t('assignments.active')}</Tab>
        <Tab id="expired">{t('assignments.expired')}</Tab>
      </TabList>
      <TabPanel id="active">{list(tabs.active, 'pending')}</TabPanel>
      <TabPanel id="expired">{list(tabs.expired, 'expired')}</TabPanel>
    </Tabs>
  );
}

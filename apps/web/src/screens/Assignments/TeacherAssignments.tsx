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
import { formatDate, formatRelative, formatTime } from '../../layout/format';
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
  const [, navigate] = useLocation();
  const until = Date.parse(assignment.schedule) - now;
  return (
    <Card
      title={assignment.assignment_text}
      headingLevel={2}
      actions={
        <Menu
          triggerLabel={`Actions for ${assignment.assignment_text}`}
          actions={[
            { id: 'edit', label: 'Edit Alert' },
            { id: 'sittings', label: 'Sittings and results' },
            { id: 'delete', label: 'Delete Alert', isDanger: true },
          ]}
          onAction={(id) => {
            if (id === 'edit') onEdit(assignment);
            else if (id === 'sittings') navigate(gradebookPath(assignment));
            else onDelete(assignment);
          }}
        />
      }
    >
      <p className={styles.description}>{assignment.assignment_description}</p>
      <div className={styles.meta}>
        <Badge tone={until < 0 ? 'neutral' : urgencyTone(until)}>
          {formatRelative(assignment.schedule, now)}
        </Badge>
        <span>{formatDate(assignment.schedule)}</span>
        <span>{formatTime(assignment.schedule)}</span>
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
  const tabs = teacherTabs(assignments, now);
  const list = (items: Assignment[], what: 'pending' | 'expired') =>
    items.length === 0 ? (
      what === 'pending' ? (
        <EmptyState
          title="No Active Assignments"
          headingLevel={2}
          description="You don't have any active assignments at the moment."
        />
      ) : (
        <EmptyState
          title="No Expired Assignments"
          headingLevel={2}
          description="You don't have any expired assignments."
        />
      )
    ) : (
      <>
        <p className={styles.countLine}>{countLine(items.length, what)}</p>
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
      <TabList aria-label="Assignments">
        <Tab id="active">Active Assignments</Tab>
        <Tab id="expired">Expired Assignments</Tab>
      </TabList>
      <TabPanel id="active">{list(tabs.active, 'pending')}</TabPanel>
      <TabPanel id="expired">{list(tabs.expired, 'expired')}</TabPanel>
    </Tabs>
  );
}

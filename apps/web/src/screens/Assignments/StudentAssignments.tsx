import type { Assignment } from '@lingua/api';
import { Badge, Button, Card, EmptyState, Tab, TabList, TabPanel, Tabs } from '@lingua/ui';
import type { ReactNode } from 'react';
import { formatLocal, twoDecimals } from '../../layout/format';
import * as styles from './AssignmentsScreen.css';
import { canSolve, canSolveAgain, isExpired, studentTabs } from './assignmentLists';

interface StudentAssignmentsProps {
  assignments: readonly Assignment[];
  now: number;
  onSolve: (assignment: Assignment) => void;
}

function Facts({ children }: { children: ReactNode }) {
  return <ul className={styles.facts}>{children}</ul>;
}

function Empty({ title }: { title: string }) {
  return <EmptyState title={title} headingLevel={2} />;
}

/** The student's Pending, Completed and Expired tabs, with Solve and Solve Again. */
export function StudentAssignments({ assignments, now, onSolve }: StudentAssignmentsProps) {
  const tabs = studentTabs(assignments, now);
  const solve = (assignment: Assignment, label: string, enabled: boolean) => (
    <Button
      isDisabled={!enabled}
      onPress={() => onSolve(assignment)}
      aria-label={`${label} ${assignment.assignment_text}`}
    >
      {label}
    </Button>
  );

  return (
    <Tabs>
      <TabList aria-label="Assignments">
        <Tab id="pending">Pending Assignments</Tab>
        <Tab id="completed">Completed Assignments</Tab>
        <Tab id="expired">Expired Assignments</Tab>
      </TabList>
      <TabPanel id="pending">
        {tabs.pending.length === 0 ? (
          <Empty title="No active assignments" />
        ) : (
          <div className={styles.list}>
            {tabs.pending.map((a) => (
              <Card
                key={a.assignment_id}
                title={a.assignment_text}
                headingLevel={2}
                actions={<Badge tone="accent">{isExpired(a, now) ? 'Expired' : a.status}</Badge>}
                footer={solve(a, 'Solve', canSolve(a, now))}
              >
                <Facts>
                  <li>Time limit: {a.time_limit} min</li>
                  <li>
                    Attempts: {a.user_attempts ?? 0}/{a.attempts ?? 1}
                  </li>
                  <li>Due: {formatLocal(a.schedule)}</li>
                </Facts>
              </Card>
            ))}
          </div>
        )}
      </TabPanel>
      <TabPanel id="completed">
        {tabs.completed.length === 0 ? (
          <Empty title="No completed assignments" />
        ) : (
          <div className={styles.list}>
            {tabs.completed.map((a) => (
              <Card
                key={a.assignment_id}
                title={a.assignment_text}
                headingLevel={2}
                actions={<Badge tone="success">Completed</Badge>}
                footer={solve(a, 'Solve Again', canSolveAgain(a, now))}
              >
                <Facts>
                  <li>Time limit: {a.time_limit} min</li>
                  <li>
                    Attempts: {a.user_attempts ?? 0}/{a.attempts ?? 1}
                  </li>
                  <li>Due: {formatLocal(a.schedule)}</li>
                  {typeof a.average_score === 'number' && (
                    <li>Avg. Score: {twoDecimals(a.average_score)}</li>
                  )}
                </Facts>
              </Card>
            ))}
          </div>
        )}
      </TabPanel>
      <TabPanel id="expired">
        {tabs.expired.length === 0 ? (
          <Empty title="No expired assignments" />
        ) : (
          <div className={styles.list}>
            {tabs.expired.map((a) => (
              <Card
                key={a.assignment_id}
                title={a.assignment_text}
                headingLevel={2}
                actions={<Badge tone="danger">Expired</Badge>}
              >
                <Facts>
                  <li>Time limit: {a.time_limit} min</li>
                  <li>Attempts allowed: {a.attempts ?? 1}</li>
                  <li>Due: {formatLocal(a.schedule)}</li>
                </Facts>
              </Card>
            ))}
          </div>
        )}
      </TabPanel>
    </Tabs>
  );
}

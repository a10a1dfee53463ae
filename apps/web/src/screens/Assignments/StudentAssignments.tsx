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
  /** Opens the student's review of their answers (verdicts, the teacher's comments). */
  onReview?: (assignment: Assignment) => void;
}

interface AssignmentCardsProps {
  assignments: readonly Assignment[];
  emptyTitle: string;
  badge: (assignment: Assignment) => ReactNode;
  footer?: (assignment: Assignment) => ReactNode;
  /** The facts under the title; each tab shows slightly different ones. */
  facts: (assignment: Assignment) => ReactNode;
}

/** One tab's list of assignment cards, or its empty state. */
function AssignmentCards({ assignments, emptyTitle, badge, footer, facts }: AssignmentCardsProps) {
  if (assignments.length === 0) return <EmptyState title={emptyTitle} headingLevel={2} />;
  return (
    <div className={styles.list}>
      {assignments.map((a) => (
        <Card
          key={a.assignment_id}
          title={a.assignment_text}
          headingLevel={2}
          actions={badge(a)}
          footer={footer?.(a)}
        >
          <ul className={styles.facts}>{facts(a)}</ul>
        </Card>
      ))}
    </div>
  );
}

/** The student's own terms: their time limit, attempts and due date (with accommodations). */
function SolvableFacts({ assignment: a }: { assignment: Assignment }) {
  return (
    <>
      <li>Time limit: {a.effective_time_limit ?? a.time_limit} min</li>
      <li>
        Attempts: {a.user_attempts ?? 0}/{a.effective_attempts ?? a.attempts ?? 1}
      </li>
      <li>Due: {formatLocal(a.effective_schedule ?? a.schedule)}</li>
    </>
  );
}

/** The student's Pending, Completed and Expired tabs, with Solve and Solve Again. */
export function StudentAssignments({
  assignments,
  now,
  onSolve,
  onReview,
}: StudentAssignmentsProps) {
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
        <AssignmentCards
          assignments={tabs.pending}
          emptyTitle="No active assignments"
          badge={(a) => <Badge tone="accent">{isExpired(a, now) ? 'Expired' : a.status}</Badge>}
          footer={(a) => solve(a, 'Solve', canSolve(a, now))}
          facts={(a) => <SolvableFacts assignment={a} />}
        />
      </TabPanel>
      <TabPanel id="completed">
        <AssignmentCards
          assignments={tabs.completed}
          emptyTitle="No completed assignments"
          badge={() => <Badge tone="success">Completed</Badge>}
          footer={(a) => (
            <>
              {solve(a, 'Solve Again', canSolveAgain(a, now))}
              {onReview && (
                <Button
                  variant="secondary"
                  onPress={() => onReview(a)}
                  aria-label={`Review ${a.assignment_text}`}
                >
                  Review
                </Button>
              )}
            </>
          )}
          facts={(a) => (
            <>
              <SolvableFacts assignment={a} />
              {typeof a.average_score === 'number' && (
                <li>Avg. Score: {twoDecimals(a.average_score)}</li>
              )}
            </>
          )}
        />
      </TabPanel>
      <TabPanel id="expired">
        <AssignmentCards
          assignments={tabs.expired}
          emptyTitle="No expired assignments"
          badge={() => <Badge tone="danger">Expired</Badge>}
          facts={(a) => (
            <>
              <li>Time limit: {a.time_limit} min</li>
              <li>Attempts allowed: {a.attempts ?? 1}</li>
              <li>Due: {formatLocal(a.schedule)}</li>
            </>
          )}
        />
      </TabPanel>
    </Tabs>
  );
}

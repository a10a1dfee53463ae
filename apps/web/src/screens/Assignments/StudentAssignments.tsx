import type { Assignment } from '@lingua/api';
import { Badge, Button, Card, EmptyState, Tab, TabList, TabPanel, Tabs } from '@lingua/ui';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
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
          title={<span translate="no">{a.assignment_text}</span>}
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
  const format = useFormat();
  return (
    <>
      <li>
        <TextWith
          id="assignments.student.timeLimit"
          parts={{ minutes: a.effective_time_limit ?? a.time_limit }}
        />
      </li>
      <li>
        <TextWith
          id="assignments.student.attempts"
          parts={{
            used: a.user_attempts ?? 0,
            allowed: a.effective_attempts ?? a.attempts ?? 1,
          }}
        />
      </li>
      <li>
        <TextWith
          id="assignments.student.due"
          parts={{ date: format.local(a.effective_schedule ?? a.schedule) }}
        />
      </li>
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
  const t = useText();
  const format = useFormat();
  const tabs = studentTabs(assignments, now);
  const solve = (assignment: Assignment, again: boolean, enabled: boolean) => (
    <Button
      isDisabled={!enabled}
      onPress={() => onSolve(assignment)}
      aria-label={t(
        again ? 'assignments.student.solveAgainName' : 'assignments.student.solveName',
        {
          name: assignment.assignment_text,
        },
      )}
    >
      {t(again ? 'assignments.student.solveAgain' : 'templates.card.solve')}
    </Button>
  );

  return (
    <Tabs>
      <TabList aria-label={t('assignments.title')}>
        <Tab id="pending">{t('assignments.student.pending')}</Tab>
        <Tab id="completed">{t('assignments.student.completed')}</Tab>
        <Tab id="expired">{t('assignments.expired')}</Tab>
      </TabList>
      <TabPanel id="pending">
        <AssignmentCards
          assignments={tabs.pending}
          emptyTitle={t('assignments.student.noPending')}
          badge={(a) => (
            <Badge tone="accent">
              {t('assignments.status', { status: isExpired(a, now) ? 'Expired' : a.status })}
            </Badge>
          )}
          footer={(a) => solve(a, false, canSolve(a, now))}
          facts={(a) => <SolvableFacts assignment={a} />}
        />
      </TabPanel>
      <TabPanel id="completed">
        <AssignmentCards
          assignments={tabs.completed}
          emptyTitle={t('assignments.student.noCompleted')}
          badge={() => (
            <Badge tone="success">{t('assignments.status', { status: 'Completed' })}</Badge>
          )}
          footer={(a) => (
            <>
              {solve(a, true, canSolveAgain(a, now))}
              {onReview && (
                <Button
                  variant="secondary"
                  onPress={() => onReview(a)}
                  aria-label={t('assignments.student.reviewName', { name: a.assignment_text })}
                >
                  {t('assignments.student.review')}
                </Button>
              )}
            </>
          )}
          facts={(a) => (
            <>
              <SolvableFacts assignment={a} />
              {typeof a.average_score === 'number' && (
                <li>
                  <TextWith
                    id="assignments.student.average"
                    parts={{ score: format.twoDecimals(a.average_score) }}
                  />
                </li>
              )}
            </>
          )}
        />
      </TabPanel>
      <TabPanel id="expired">
        <AssignmentCards
          assignments={tabs.expired}
          emptyTitle={t('assignments.student.noExpired')}
          badge={() => (
            <Badge tone="danger">{t('assignments.status', { status: 'Expired' })}</Badge>
          )}
          facts={(a) => (
            <>
              <li>
                <TextWith id="assignments.student.timeLimit" parts={{ minutes: a.time_limit }} />
              </li>
              <li>
                <TextWith
                  id="assignments.student.attemptsAllowed"
                  parts={{ count: a.attempts ?? 1 }}
                />
              </li>
              <li>
                <TextWith id="assignments.student.due" parts={{ date: format.local(a.schedule) }} />
              </li>
            </>
          )}
        />
      </TabPanel>
    </Tabs>
  );
}

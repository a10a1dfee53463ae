import { createContext, type ReactNode, useContext } from 'react';
import { formatCharacterCount } from '../components/TextArea/characterCount';

/**
 * The words ui's components say on their own (close buttons, spinners, empty tables...). ui
 * takes all text from outside: the app passes its catalogue's translations through
 * `UiStringsProvider`; without one, these English words are used.
 */
export interface UiStrings {
  loading: string;
  close: string;
  confirm: string;
  cancel: string;
  notifications: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  logOut: string;
  timeLeft: string;
  /** The countdown's spoken announcement, e.g. "2 minutes left". */
  minutesLeft: (minutes: number) => string;
  secondsLeft: (seconds: number) => string;
  showPassword: string;
  decrease: string;
  increase: string;
  noResults: string;
  /** The combo box's button that opens its list. */
  showSuggestions: string;
  noData: string;
  showAsTable: string;
  /** A table's sort, described and announced, e.g. "Sorted by Name, ascending". */
  sortedAscending: (column: string) => string;
  sortedDescending: (column: string) => string;
  item: string;
  value: string;
  allAnswersSaved: string;
  saving: string;
  offline: string;
  /** The gradebook's components: verdicts, a sitting's review and summary, item analysis, forms. */
  verdictCorrect: string;
  verdictHalf: string;
  verdictWrong: string;
  /** An answer half credited until the teacher accepts or refuses it. */
  verdictToCheck: string;
  /** Names an item of a review, e.g. "Question 2". */
  questionNumber: (position: number) => string;
  answer: string;
  noAnswer: string;
  feedback: string;
  tip: string;
  teacherComment: string;
  youFlagged: string;
  changes: string;
  notChanged: string;
  flags: string;
  noFlags: string;
  noScore: string;
  /** A sitting's score in percent, e.g. "Score 91.67%". */
  score: (score: number) => string;
  excusedNotInAverages: string;
  late: string;
  /** Before the time a sitting took: "Time taken:". */
  timeTaken: string;
  /** Before the moment a sitting was handed in: "Handed in:". */
  handedIn: string;
  itemAnalysis: string;
  noSittings: string;
  question: string;
  shareCorrect: string;
  discrimination: string;
  commonWrongAnswers: string;
  none: string;
  checkKey: string;
  flaggedBy: (students: number) => string;
  accommodations: string;
  timeLimit: string;
  timeLimitDescription: string;
  /** A time multiplier, e.g. "×1.5"; 1 reads "×1 (no extra time)". */
  timeMultiplier: (value: number) => string;
  extraAttempts: string;
  extraAttemptsDescription: string;
  saveAccommodations: string;
  verdict: string;
  changeTheVerdict: string;
  commentForStudent: string;
  commentDescription: string;
  saveVerdict: string;
  extension: string;
  newDue: string;
  /** e.g. "The assignment is due Nov 21, 2026, 9:00 AM." */
  assignmentDue: (moment: ReactNode) => ReactNode;
  dueNotLater: string;
  saveExtension: string;
  removeExtension: string;
  /** Announced while a gradebook form saves. */
  savingPending: string;
  /** The answers the grader left to the teacher. */
  answersToCheck: string;
  nothingToCheck: string;
  nothingToCheckDescription: string;
  answerKey: string;
  acceptAnswer: string;
  refuseAnswer: string;
  /** A text area's counter, e.g. "12/500 characters". */
  characterCount: (count: number, max: number) => string;
  /** Grading a spoken answer: the rubric, its scale, the points earned, the spoken reply. */
  rubric: string;
  rubricScale: string;
  /** e.g. "11 of 20 points". */
  rubricPoints: (points: number, most: number) => string;
  saveGrade: string;
  replyAloud: string;
  teacherReply: string;
}

export const englishUiStrings: UiStrings = {
  loading: 'Loading',
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  notifications: 'Notifications',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  logOut: 'Log out',
  timeLeft: 'Time left',
  minutesLeft: (minutes) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`,
  secondsLeft: (seconds) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`,
  showPassword: 'Show password',
  decrease: 'Decrease',
  increase: 'Increase',
  noResults: 'No results',
  showSuggestions: 'Show suggestions',
  noData: 'No data',
  showAsTable: 'Show as table',
  sortedAscending: (column) => `Sorted by ${column}, ascending`,
  sortedDescending: (column) => `Sorted by ${column}, descending`,
  item: 'Item',
  value: 'Value',
  allAnswersSaved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline: answers kept on this device',
  verdictCorrect: 'Correct',
  verdictHalf: 'Half right',
  verdictWrong: 'Wrong',
  verdictToCheck: 'To check',
  questionNumber: (position) => `Question ${position}`,
  answer: 'Answer',
  noAnswer: 'No answer',
  feedback: 'Feedback',
  tip: 'Tip',
  teacherComment: 'Teacher’s comment:',
  youFlagged: 'You flagged this question.',
  changes: 'Changes',
  notChanged: 'Not changed',
  flags: 'Flags',
  noFlags: 'No flags',
  noScore: 'No score',
  score: (score) => `Score ${Math.round(score * 100) / 100}%`,
  excusedNotInAverages: 'Excused — not in averages',
  late: 'Late',
  timeTaken: 'Time taken:',
  handedIn: 'Handed in:',
  itemAnalysis: 'Item analysis',
  noSittings: 'No sittings yet',
  question: 'Question',
  shareCorrect: 'Correct',
  discrimination: 'Discrimination',
  commonWrongAnswers: 'Common wrong answers',
  none: 'None',
  checkKey: 'Check the key',
  flaggedBy: (students) =>
    students === 1 ? 'Flagged by 1 student' : `Flagged by ${students} students`,
  accommodations: 'Accommodations',
  timeLimit: 'Time limit',
  timeLimitDescription:
    'Every assignment of the room gives this student its time limit times this.',
  timeMultiplier: (value) => (value === 1 ? '×1 (no extra time)' : `×${value}`),
  extraAttempts: 'Extra attempts',
  extraAttemptsDescription: 'Added to the attempts of every assignment of the room.',
  saveAccommodations: 'Save accommodations',
  verdict: 'Verdict',
  changeTheVerdict: 'Change the verdict',
  commentForStudent: 'Comment for the student',
  commentDescription: 'Optional. The student sees it beside the question.',
  saveVerdict: 'Save verdict',
  extension: 'Extension',
  newDue: 'New due date and time',
  assignmentDue: (moment) =>
    typeof moment === 'string' ? (
      `The assignment is due ${moment}.`
    ) : (
      <>The assignment is due {moment}.</>
    ),
  dueNotLater: "Choose a moment after the assignment's own due date.",
  saveExtension: 'Save extension',
  removeExtension: 'Remove extension',
  savingPending: 'Saving',
  answersToCheck: 'Answers to check',
  nothingToCheck: 'Nothing to check',
  nothingToCheckDescription:
    'Every answer was graded right or wrong. Answers the grader cannot decide wait here for you.',
  answerKey: 'Key',
  acceptAnswer: 'Accept',
  refuseAnswer: 'Refuse',
  characterCount: formatCharacterCount,
  rubric: 'Rubric',
  rubricScale: '0 not there yet, 4 fully at the level',
  rubricPoints: (points, most) => `${points} of ${most} points`,
  saveGrade: 'Save grade',
  replyAloud: 'Reply aloud (optional)',
  teacherReply: 'Teacher’s spoken reply',
};

const UiStringsContext = createContext<UiStrings>(englishUiStrings);

export function UiStringsProvider({
  strings,
  children,
}: {
  strings: UiStrings;
  children: ReactNode;
}) {
  return <UiStringsContext.Provider value={strings}>{children}</UiStringsContext.Provider>;
}

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}

import type { MessageId } from '@lingua/i18n';
import { Button } from '@lingua/ui';
import { type ReactNode, useId } from 'react';
import { NamedLabel, Untranslated } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './AnswerList.css';

/** The words of one kind of answer: the button's text and its name with the item's name. */
export interface AnswerWords {
  label: MessageId;
  named: MessageId;
}

interface AnswerItemProps {
  /** The item's name (a room, a template, a pupil), as written: it names the buttons too. */
  name: string;
  /** Who asks or offers, and when. */
  from: ReactNode;
  /** What it is (language, level), if anything. */
  badges?: ReactNode;
  yes: AnswerWords;
  no: AnswerWords;
  /** Which answer is on its way for this item, if any. */
  pending: 'yes' | 'no' | null;
  isDisabled: boolean;
  onAnswer: (yes: boolean) => void;
}

/**
 * One thing waiting for a yes or a no (an invitation, a template offered, a pupil asking to
 * join): its name, who it is from, and the two buttons, each named with the item.
 */
export function AnswerItem({
  name,
  from,
  badges,
  yes,
  no,
  pending,
  isDisabled,
  onAnswer,
}: AnswerItemProps) {
  const t = useText();
  const yesId = useId();
  const noId = useId();
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <h3 className={styles.name}>
          <Untranslated>{name}</Untranslated>
        </h3>
        <p className={styles.muted}>{from}</p>
        {badges && <div className={styles.badges}>{badges}</div>}
      </div>
      <div className={styles.actions}>
        <Button
          aria-labelledby={yesId}
          isPending={pending === 'yes'}
          isDisabled={isDisabled}
          onPress={() => onAnswer(true)}
        >
          {t(yes.label)}
        </Button>
        <NamedLabel id={yesId} message={yes.named} values={{ name }} />
        <Button
          variant="secondary"
          aria-labelledby={noId}
          isPending={pending === 'no'}
          isDisabled={isDisabled}
          onPress={() => onAnswer(false)}
        >
          {t(no.label)}
        </Button>
        <NamedLabel id={noId} message={no.named} values={{ name }} />
      </div>
    </li>
  );
}

/** The list the items sit in, after a line saying what answering does. */
export function AnswerList({ hint, children }: { hint?: ReactNode; children: ReactNode }) {
  return (
    <>
      {hint && <p className={styles.muted}>{hint}</p>}
      <ul className={styles.list}>{children}</ul>
    </>
  );
}

/** Which answer a mutation is sending for `key`, if any (`asked` is its variables while pending). */
export function pendingAnswer<T>(
  asked: T | undefined,
  isFor: (asked: T) => boolean,
  yes: (asked: T) => boolean,
): 'yes' | 'no' | null {
  if (asked === undefined || !isFor(asked)) return null;
  return yes(asked) ? 'yes' : 'no';
}

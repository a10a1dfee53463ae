import { Button, Dialog } from '@lingua/ui';
import { QRCodeSVG } from 'qrcode.react';
import type { ClassAccountCards } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import * as styles from './SignInCards.css';

/** One printable card a pupil signs in with: name, username, password, address and its QR code. */
export function SignInCards({ cards }: { cards: ClassAccountCards }) {
  const t = useText();
  return (
    <ul className={styles.sheet} aria-label={t('rooms.cards.list')}>
      {cards.cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <p className={styles.name} translate="no">
            {card.first_name} {card.last_name}
          </p>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('rooms.classAccounts.username')}</dt>
            <dd className={styles.secret} translate="no">
              {card.username}
            </dd>
            <dt className={styles.term}>{t('rooms.classAccounts.password')}</dt>
            <dd className={styles.secret} translate="no">
              {card.password}
            </dd>
            <dt className={styles.term}>{t('rooms.cards.where')}</dt>
            <dd className={styles.address} translate="no">
              {cards.sign_in_url}
            </dd>
          </dl>
          <QRCodeSVG
            className={styles.qr}
            value={cards.sign_in_url}
            size={96}
            marginSize={1}
            title={t('rooms.cards.qr')}
            role="img"
          />
        </li>
      ))}
    </ul>
  );
}

/** The cards just made, shown once: the passwords are not kept anywhere the teacher can read. */
export function SignInCardsDialog({
  cards,
  onClose,
}: {
  cards: ClassAccountCards;
  onClose: () => void;
}) {
  const t = useText();
  return (
    <Dialog title={t('rooms.cards.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.screenOnly}>
        <p>{t('rooms.cards.once')}</p>
        <Button onPress={() => window.print()}>{t('rooms.cards.print')}</Button>
      </div>
      <SignInCards cards={cards} />
    </Dialog>
  );
}

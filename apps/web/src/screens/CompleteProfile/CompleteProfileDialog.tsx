import {
  type CompleteProfileEvent,
  type completeProfileMachine,
  completeProfileSubmitLabel,
} from '@lingua/flows';
import { Button, Dialog, Radio, RadioGroup, TextField } from '@lingua/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../i18n/useText';
import * as styles from '../../layout/AuthLayout.css';
import { CountryField } from '../Profile/CountryField';

export type CompleteProfileActor = ActorRefFrom<typeof completeProfileMachine>;
type EditableField = Extract<CompleteProfileEvent, { type: 'field.change' }>['field'];

/**
 * The complete-profile dialog, driven by the session's `completeProfile` child. It cannot be
 * dismissed: no close button, Escape and outside clicks do nothing.
 */
export function CompleteProfileDialog({ actor }: { actor: CompleteProfileActor }) {
  const t = useText();
  const { values, errors } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  const change = (field: EditableField) => (value: string) =>
    actor.send({ type: 'field.change', field, value });
  const field = (name: EditableField) => ({
    value: values[name],
    onChange: change(name),
    isInvalid: errors[name] !== undefined,
    errorMessage: t(errors[name] ?? ''),
  });

  return (
    <Dialog title={t('completeProfile.title')} isOpen isDismissable={false}>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'profile.submit' });
        }}
      >
        <p className={styles.subtitle}>{t('completeProfile.subtitle')}</p>
        <TextField label={t('profile.username')} autoComplete="username" {...field('username')} />
        <TextField
          label={t('profile.firstName')}
          autoComplete="given-name"
          {...field('first_name')}
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          {...field('last_name')}
        />
        <TextField
          label={t('common.email')}
          value={values.email}
          isReadOnly
          isInvalid={errors.email !== undefined}
          errorMessage={t(errors.email ?? '')}
        />
        <CountryField {...field('country')} />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+49 123456789"
          {...field('phone_number')}
        />
        <RadioGroup
          label={t('profile.role')}
          orientation="horizontal"
          value={values.role === '' ? null : values.role}
          onChange={change('role')}
          isInvalid={errors.role !== undefined}
          errorMessage={t(errors.role ?? '')}
        >
          <Radio value="student">{t('profile.role.student')}</Radio>
          <Radio value="teacher">{t('profile.role.teacher')}</Radio>
        </RadioGroup>
        <Button
          type="submit"
          fullWidth
          isPending={busy}
          pendingLabel={t('completeProfile.completing')}
        >
          {t(completeProfileSubmitLabel(busy))}
        </Button>
      </form>
    </Dialog>
  );
}

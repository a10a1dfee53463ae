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
    <Dialog title="Complete your profile" isOpen isDismissable={false}>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'profile.submit' });
        }}
      >
        <p className={styles.subtitle}>Tell us a little about yourself to start using Lingua.</p>
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        <TextField
          label="Email"
          value={values.email}
          isReadOnly
          isInvalid={errors.email !== undefined}
          errorMessage={t(errors.email ?? '')}
        />
        <CountryField {...field('country')} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+49 123456789"
          {...field('phone_number')}
        />
        <RadioGroup
          label="Role"
          orientation="horizontal"
          value={values.role === '' ? null : values.role}
          onChange={change('role')}
          isInvalid={errors.role !== undefined}
          errorMessage={t(errors.role ?? '')}
        >
          <Radio value="student">Student</Radio>
          <Radio value="teacher">Teacher</Radio>
        </RadioGroup>
        <Button type="submit" fullWidth isPending={busy} pendingLabel="Completing...">
          {completeProfileSubmitLabel(busy)}
        </Button>
      </form>
    </Dialog>
  );
}

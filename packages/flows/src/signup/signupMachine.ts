import { readApiError } from '@lingua/api/errors';
import { createFormMachine } from '../form/formMachine';
import { errorToast, successToast } from '../shared/toast';
import {
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../shared/validators';

export const signupMachine = createFormMachine({
  id: 'signup',
  initialValues: { email: '', password: '', confirmPassword: '' },
  validate: ({ email, password, confirmPassword }) => ({
    email: validateEmail(email),
    password: validateNewPassword(password),
    confirmPassword: validatePasswordConfirmation(password, confirmPassword),
  }),
  successToast: () =>
    successToast('Account created successfully! Please check your email to verify your account.'),
  failureToast: (error) =>
    errorToast(
      'Signup failed',
      readApiError(error, 'Signup failed. Please try again.', { useMessage: false }),
    ),
});

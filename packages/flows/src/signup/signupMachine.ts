import { readApiError } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
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
  successToast: () => successToast(msg('auth.signup.success')),
  failureToast: (error) =>
    errorToast(
      msg('auth.signup.failed'),
      readApiError(error, msg('auth.signup.failedRetry'), { useMessage: false }),
    ),
});

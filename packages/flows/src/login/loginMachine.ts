import { readApiError } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { createFormMachine } from '../form/formMachine';
import { errorToast, successToast } from '../shared/toast';
import { validateLoginName, validatePasswordPresent } from '../shared/validators';

/**
 * The first field takes an e-mail or a class account's username (issue 31).
 * Success hands the answer of POST /auth/login (`reportSuccess`) to the session machine. */
export const loginMachine = createFormMachine({
  id: 'login',
  initialValues: { email: '', password: '' },
  validate: ({ email, password }) => ({
    email: validateLoginName(email),
    password: validatePasswordPresent(password),
  }),
  successToast: () => successToast(msg('auth.login.success')),
  failureToast: (error) =>
    errorToast(msg('auth.login.failed'), readApiError(error, msg('auth.login.failedRetry'))),
});

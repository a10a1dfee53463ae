import { readApiError } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { createFormMachine } from '../form/formMachine';
import { errorToast, successToast } from '../shared/toast';
import { validateEmail } from '../shared/validators';

/** Success is the final state `submitted`: the page shows the "Return to Log in" panel. */
export const forgotPasswordMachine = createFormMachine({
  id: 'forgotPassword',
  initialValues: { email: '' },
  validate: ({ email }) => ({ email: validateEmail(email) }),
  successToast: () => successToast(msg('auth.forgot.success')),
  failureToast: (error) =>
    errorToast(
      msg('common.error'),
      readApiError(error, msg('auth.forgot.failedRetry'), { useMessage: false }),
    ),
});

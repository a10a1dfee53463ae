import { readApiError } from '@lingua/api/errors';
import { createFormMachine } from '../form/formMachine';
import { errorToast, successToast } from '../shared/toast';
import { validateEmail } from '../shared/validators';

/** Success is the final state `submitted`: the page shows the "Return to Log in" panel. */
export const forgotPasswordMachine = createFormMachine({
  id: 'forgotPassword',
  initialValues: { email: '' },
  validate: ({ email }) => ({ email: validateEmail(email) }),
  successToast: () => successToast('Reset email sent!'),
  failureToast: (error) =>
    errorToast(
      'Error',
      readApiError(error, 'Failed to send reset email. Please try again.', {
        useMessage: false,
      }),
    ),
});

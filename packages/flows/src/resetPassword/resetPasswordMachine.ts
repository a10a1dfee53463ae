import { readApiError } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { createFormMachine } from '../form/formMachine';
import { errorToast, successToast } from '../shared/toast';
import { validateNewPassword, validatePasswordConfirmation } from '../shared/validators';

/** The token comes from the e-mailed link; the page adds it in the `submit` actor it provides. */
export const resetPasswordMachine = createFormMachine({
  id: 'resetPassword',
  initialValues: { newPassword: '', confirmPassword: '' },
  validate: ({ newPassword, confirmPassword }) => ({
    newPassword: validateNewPassword(newPassword),
    confirmPassword: validatePasswordConfirmation(newPassword, confirmPassword),
  }),
  successToast: () => successToast(msg('auth.reset.success'), msg('auth.reset.successDetail')),
  failureToast: (error) =>
    errorToast(
      msg('common.error'),
      readApiError(error, msg('auth.reset.failed'), { useMessage: false }),
    ),
});

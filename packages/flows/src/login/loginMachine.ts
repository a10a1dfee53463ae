import { createFormMachine } from '../form/formMachine';
import { describeFailure, errorToast, successToast } from '../shared/toast';
import { validateEmail, validatePasswordPresent } from '../shared/validators';

/** What POST /auth/login answers; the page hands it to the session machine. */
export interface LoginResult {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: { id: string; email: string };
}

export const loginMachine = createFormMachine({
  id: 'login',
  initialValues: { email: '', password: '' },
  validate: ({ email, password }) => ({
    email: validateEmail(email),
    password: validatePasswordPresent(password),
  }),
  successToast: () => successToast('Login successful! Welcome back!'),
  failureToast: (error) =>
    errorToast('Login failed', describeFailure(error, 'Login failed. Please try again.')),
});

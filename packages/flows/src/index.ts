export { forgotPasswordMachine } from './forgotPassword/forgotPasswordMachine';
export { createFormMachine, type FormDefinition, type FormValues } from './form/formMachine';
export { type LoginResult, loginMachine } from './login/loginMachine';
export { resetPasswordMachine } from './resetPassword/resetPasswordMachine';
export type { FieldErrors } from './shared/errors';
export type { Toast } from './shared/toast';
export * as validators from './shared/validators';
export { signupMachine } from './signup/signupMachine';

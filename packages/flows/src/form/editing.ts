import type { FieldErrors } from '../shared/errors';

/** What every form keeps while it is edited. */
export interface EditedForm<TValues, TErrors extends FieldErrors> {
  values: TValues;
  /** Messages shown beside the fields: the client's rules, else the server's `errors`. */
  errors: TErrors;
  /** Once submitted, every change re-runs the rules so messages go away as they are fixed. */
  submitted: boolean;
}

/**
 * The form after one field changed. Before the first submit only that field's message (a
 * server error) goes; afterwards every rule is re-run.
 */
export function changeField<
  TValues extends { [K in keyof TValues]: string },
  TErrors extends FieldErrors,
>(
  form: EditedForm<TValues, TErrors>,
  field: keyof TValues & string,
  value: string,
  validate: (values: TValues) => TErrors,
): Pick<EditedForm<TValues, TErrors>, 'values' | 'errors'> {
  const values = { ...form.values, [field]: value };
  if (form.submitted) return { values, errors: validate(values) };
  const { [field]: _fixed, ...errors } = form.errors;
  return { values, errors: errors as TErrors };
}

/** A submit the rules refused: every message shows, and follows each change from now on. */
export function refuseSubmit<TValues, TErrors extends FieldErrors>(
  values: TValues,
  validate: (values: TValues) => TErrors,
): Pick<EditedForm<TValues, TErrors>, 'errors' | 'submitted'> {
  return { errors: validate(values), submitted: true };
}

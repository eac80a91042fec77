import type { FormikProps } from 'formik';
import type { Translate } from '@mizani/i18n';
import { markChecked } from '@mizani/ui/form';
import { string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/**
 * Forms here check on change but show nothing until the first submit (or an explicit check such as
 * before sending a code, recorded with `markChecked`). A message that appeared as a field loses
 * focus would move the button being clicked out from under the pointer, and the click would miss.
 */
export const LIVE_VALIDATION = { validateOnChange: true, validateOnBlur: false } as const;

/** One field's message under `schema` (the whole values given, for rules that look at siblings), or undefined. */
export async function fieldVerdict(schema: ObjectSchema<AnyObject>, field: string, values: object): Promise<string | undefined> {
  try {
    await schema.validateAt(field, values);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** A verification code as the server sends it: 4 to 8 digits. */
export const CODE_PATTERN = /^\d{4,8}$/;

/** The rule of the code field in every form that sends one. */
export function codeSchema(t: Translate) {
  return string().trim().required(t('validation.required')).matches(CODE_PATTERN, t('profile.form.codeFormat'));
}

/** Checks one field on its own (the address, before a code is sent to it) and shows its message; true when it passes. */
export async function checkOnItsOwn<V>(formik: FormikProps<V>, schema: ObjectSchema<AnyObject>, field: keyof V & string): Promise<boolean> {
  const error = await fieldVerdict(schema, field, formik.values as object);
  formik.setFieldError(field, error);
  markChecked(formik, field);
  return error === undefined;
}

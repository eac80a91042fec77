import { useT } from '@mizani/i18n/react';
import { trimOnBlur } from '@mizani/sdk/format';
import type { FormikProps } from 'formik';
import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * The error to show under a field (only once the field was left or the form submitted), and a
 * blur handler that trims the value first (spec section 5).
 */
export function useFieldText<Values>(formik: FormikProps<Values>) {
  const errorOf = (field: keyof Values & string): string | undefined => {
    const touched = (formik.touched as Record<string, unknown>)[field];
    const error = (formik.errors as Record<string, unknown>)[field];
    return touched && typeof error === 'string' ? error : undefined;
  };

  const trim = trimOnBlur((name, value) => formik.setFieldValue(name, value));
  const trimmedBlur = (event: FocusEvent<HTMLInputElement>) => {
    trim(event);
    formik.handleBlur(event);
  };

  return { errorOf, trimmedBlur };
}

/** Yup renders its messages when validation runs; after a language switch, run it again. Once per form. */
export function useRevalidateOnLanguageChange<Values>(formik: FormikProps<Values>) {
  const t = useT();
  const previous = useRef(t);
  const { validateForm } = formik;
  useEffect(() => {
    if (previous.current === t) return;
    previous.current = t;
    void validateForm();
  }, [t, validateForm]);
}

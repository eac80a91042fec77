import { useT } from '@mizani/i18n/react';
import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';

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

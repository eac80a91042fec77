import type { FormikProps } from 'formik';
import { useLayoutEffect, useRef } from 'react';

/**
 * A sign-in form can be typed into before its code has arrived (it is prerendered, see
 * components/interaction-island.tsx), and a password manager may fill it in then. React adopts
 * those fields as they are, but the form's state still holds its initial values, and the next
 * render would write those back over the text. So, once, as the form goes live: every field whose
 * name is one of the form's (text) values and whose content differs is taken into the form.
 * Returns the ref for the <form>.
 */
export function useAdoptTypedValues<Values extends object>(formik: FormikProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const { setValues } = formik;
  const initial = useRef(formik.values);
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const values = initial.current as Record<string, unknown>;
    const typed: Record<string, unknown> = {};
    for (const field of Array.from(element.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) continue;
      if (!field.name || !(field.name in values)) continue;
      const current = values[field.name];
      if (typeof current === 'string' && field.value !== current) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) void setValues({ ...(values as Values), ...typed }, false);
  }, [setValues]);
  return form;
}

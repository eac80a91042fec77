import { NativeSelect } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

type StringKey<Values> = keyof Values & string;

/** A field's error once the user has left it or tried to submit: not while they are still typing their first entry. */
export function fieldError<Values>(formik: FormikProps<Values>, field: StringKey<Values>): string | undefined {
  if (formik.submitCount === 0 && !formik.touched[field]) return undefined;
  const error = formik.errors[field];
  return typeof error === 'string' ? error : undefined;
}

/** Trims on blur (spec section 5), then lets Formik mark the field touched. */
export function trimmingBlur<Values>(formik: FormikProps<Values>) {
  return (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    const trimmed = value.trim();
    if (trimmed !== value) void formik.setFieldValue(name, trimmed);
    formik.handleBlur(event);
  };
}

interface FormikSelectProps<Values> {
  formik: FormikProps<Values>;
  field: StringKey<Values>;
  label: string;
  required?: boolean;
  /** The options. */
  children: ReactNode;
  /** Instead of Formik's own change handling, e.g. to clear the fields that depend on this one. */
  onChange?: (value: string) => void;
}

/** A labelled native select bound to one field of a Formik form. */
export function FormikSelect<Values>({ formik, field, label, required, children, onChange }: FormikSelectProps<Values>) {
  return (
    <FormField label={label} required={required} errorText={fieldError(formik, field)}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field}
          value={String(formik.values[field] ?? '')}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => (onChange ? onChange(event.target.value) : formik.handleChange(event))}
          onBlur={formik.handleBlur}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The options of a country select: an empty choice, then each country in the language on screen. */
export function CountryOptions({ countries, nameOf, placeholder }: { countries: { id: number; name: string }[]; nameOf: (id: number) => string | undefined; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.id} value={country.id}>
          {nameOf(country.id) ?? country.name}
        </option>
      ))}
    </>
  );
}

import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** One shape for every form field: label, control, then either the error or the help text. */
export function FormField({ label, helperText, errorText, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(errorText)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

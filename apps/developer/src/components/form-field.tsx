import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** One shape for every console form field: label, control, then the error or the help text. */
export function FormField({ label, helperText, errorText, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(errorText)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !errorText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {/* The recipe's red.500 is under WCAG AA contrast for small text on white. */}
      {errorText ? <Field.ErrorText color="red.700">{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

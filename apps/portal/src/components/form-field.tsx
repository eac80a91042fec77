import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  /** Keep the help text on screen while an error shows (for rules the user needs while fixing it). */
  keepHelperText?: boolean;
  children: ReactNode;
}

/** One shape for every form field: label, control, then either the error or the help text. */
export function FormField({ label, helperText, errorText, required, keepHelperText = false, children }: FormFieldProps) {
  const showHelp = Boolean(helperText) && (keepHelperText || !errorText);
  return (
    <Field.Root invalid={Boolean(errorText)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {showHelp ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {/* The recipe's red (red.500) reads at 3.8:1 on white, under WCAG AA for text of this size. */}
      {errorText ? <Field.ErrorText color="red.700">{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

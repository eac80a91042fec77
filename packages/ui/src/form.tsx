import { Field as ChakraField, HStack, NativeSelect, RadioGroup } from '@chakra-ui/react';
import { trimOnBlur } from '@mizani/sdk/format';
import type { FormikProps } from 'formik';
import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

/**
 * The one form idiom of both apps: a `Field` (label, required mark, control, help or error), a
 * native `Select`, the rule for when a field's error shows, and the trim-on-blur of text inputs.
 * Controls are bound with Formik's own `getFieldProps`; a form on a prerendered page also takes
 * `useTypedBeforeLive`.
 */

/** What these helpers read of a Formik form; `useFormik`'s result fits. */
type FormState = Pick<FormikProps<unknown>, 'errors' | 'touched' | 'submitCount' | 'status' | 'validateOnBlur'>;

interface CheckedStatus {
  checked?: string[];
}

/** Formik's nested errors and touched flags at a dotted path; read here so the lists that use `Select` load no Formik code. */
const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

const checkedFields = (formik: Pick<FormState, 'status'>): string[] => (formik.status as CheckedStatus | undefined)?.checked ?? [];

/**
 * The error to show under a field (`path` may be nested: `worker.name`), or undefined. In a form
 * that validates on blur it shows once the field was left (a submit leaves them all; a form that
 * clears `touched`, e.g. on switching to other fields, hides them again). A form with
 * `validateOnBlur: false` shows errors only after a submit: a message appearing as a field loses
 * focus would move the button being clicked out from under the pointer. Either way a field checked
 * on its own (`markChecked`) shows its error. Only messages show, never a list field's per-item errors.
 */
export function fieldError(formik: FormState, path: string): string | undefined {
  const shown = checkedFields(formik).includes(path) || (formik.validateOnBlur === false ? formik.submitCount > 0 : Boolean(at(formik.touched, path)));
  if (!shown) return undefined;
  const error: unknown = at(formik.errors, path);
  return typeof error === 'string' ? error : undefined;
}

/** Shows these fields' messages before any submit, once they were checked on their own (an address before a code is sent to it, a step before the next). */
export function markChecked(formik: Pick<FormikProps<unknown>, 'status' | 'setStatus'>, ...paths: string[]): void {
  const checked = checkedFields(formik);
  const added = paths.filter((path) => !checked.includes(path));
  if (added.length > 0) formik.setStatus({ ...(formik.status as object), checked: [...checked, ...added] });
}

/** The blur handler of a text input: trims the value (spec section 5), then lets Formik mark the field touched. */
export function trimmingBlur(formik: Pick<FormikProps<unknown>, 'setFieldValue' | 'handleBlur'>) {
  const trim = trimOnBlur((name, value) => formik.setFieldValue(name, value));
  return (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    trim(event);
    formik.handleBlur(event);
  };
}

/**
 * For a form on a prerendered page, which is on screen before its script has run: what was typed
 * in that time stays on screen when React adopts the page, but React 19.3 tells no one (its replay
 * of such changes is not switched on), so Formik's values stay empty and the next render would
 * blank the field. As the form is adopted, each text field whose value on screen differs from
 * Formik's is handed to Formik, before any press is handled. Put the returned ref on the `<form>`.
 */
export function useTypedBeforeLive(formik: Pick<FormikProps<unknown>, 'values' | 'setFieldValue'>) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    for (const field of Array.from(form.current?.elements ?? [])) {
      const typed = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TYPED.test(field.type));
      if (!typed || !field.name) continue;
      const held = at(formik.values, field.name);
      if (typeof held === 'string' && held !== field.value) void formik.setFieldValue(field.name, field.value);
    }
    // Once, as the form is adopted; after that every change reaches Formik through its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}

/** The input types a person types into. */
const TYPED = /^(text|tel|email|password|search|url|number)$/;

interface FieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  /** The error to show; worked out from `formik` and `name` when those are given instead. */
  errorText?: ReactNode;
  formik?: FormState;
  name?: string;
  required?: boolean;
  /** Keep the help text on screen while an error shows (for rules the user needs while fixing it). */
  keepHelperText?: boolean;
  children: ReactNode;
}

/** One shape for every form field: label, control, then either the error or the help text. */
export function Field({ label, helperText, errorText, formik, name, required, keepHelperText = false, children }: FieldProps) {
  const error = errorText ?? (formik && name ? fieldError(formik, name) : undefined);
  const showHelp = Boolean(helperText) && (keepHelperText || !error);
  return (
    <ChakraField.Root invalid={Boolean(error)} required={required}>
      <ChakraField.Label>
        {label}
        {required ? <ChakraField.RequiredIndicator /> : null}
      </ChakraField.Label>
      {children}
      {showHelp ? <ChakraField.HelperText>{helperText}</ChakraField.HelperText> : null}
      {/* The recipe's red (red.500) reads at 3.8:1 on white, under WCAG AA for text of this size. */}
      {error ? <ChakraField.ErrorText color="red.700">{error}</ChakraField.ErrorText> : null}
    </ChakraField.Root>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  name: string;
  value: string;
  options: readonly SelectOption[];
  /** Label of the empty first choice; leave out when a value is always chosen. */
  placeholder?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A native select: keyboard and screen-reader friendly on every phone without extra code. */
export function Select({ name, value, options, placeholder, onChange, onBlur, disabled, size, 'aria-label': ariaLabel, 'data-testid': testId }: SelectProps) {
  return (
    <NativeSelect.Root disabled={disabled} size={size}>
      <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={onBlur} aria-label={ariaLabel} data-testid={testId}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface RadioChoiceProps {
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A few choices side by side (wrapping on a phone), one of which is always chosen: the arrow keys move between them. */
export function RadioChoice({ name, value, options, onChange }: RadioChoiceProps) {
  return (
    <RadioGroup.Root name={name} value={value} onValueChange={(detail) => onChange(detail.value ?? '')} orientation="horizontal" colorPalette="brand">
      <HStack gap="5" wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

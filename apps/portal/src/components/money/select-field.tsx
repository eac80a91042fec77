import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent } from 'react';

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
}

/** A native select: keyboard and screen-reader friendly on every phone without extra code. */
export function Select({ name, value, options, placeholder, onChange, onBlur, disabled }: SelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={onBlur}>
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

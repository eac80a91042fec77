/** Text inputs drop leading and trailing spaces when focus leaves them (spec section 5). */
export function trimValue<T>(value: T): T {
  return (typeof value === 'string' ? value.trim() : value) as T;
}

interface BlurTarget {
  name: string;
  value: unknown;
}

/**
 * A blur handler that writes the trimmed value back through the form's setter (Formik's
 * `setFieldValue`, or any `(name, value)` callback). Leaves the field alone when nothing changes,
 * so no needless re-validation runs.
 */
export function trimOnBlur(setValue: (name: string, value: string) => unknown): (event: { target: BlurTarget }) => void {
  return ({ target }) => {
    if (typeof target.value !== 'string') return;
    const trimmed = target.value.trim();
    if (trimmed !== target.value) setValue(target.name, trimmed);
  };
}

import type { FormikProps } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, trimmingBlur } from './formik-fields.tsx';

interface Values {
  name: string;
  tags: string[];
}

function formik(state: Partial<Pick<FormikProps<Values>, 'submitCount' | 'touched' | 'errors'>>): FormikProps<Values> {
  return { submitCount: 0, touched: {}, errors: {}, setFieldValue: vi.fn(), handleBlur: vi.fn(), ...state } as unknown as FormikProps<Values>;
}

describe('fieldError', () => {
  it('holds an error back until the field was left or the form submitted', () => {
    expect(fieldError(formik({ errors: { name: 'Required' } }), 'name')).toBeUndefined();
    expect(fieldError(formik({ errors: { name: 'Required' }, touched: { name: true } }), 'name')).toBe('Required');
    expect(fieldError(formik({ errors: { name: 'Required' }, submitCount: 1 }), 'name')).toBe('Required');
  });

  it('shows only a message, never the per-item errors of a list field', () => {
    expect(fieldError(formik({ errors: { tags: ['Too long'] }, submitCount: 1 }), 'tags')).toBeUndefined();
  });
});

describe('trimmingBlur', () => {
  it('trims the value and still marks the field touched', () => {
    const form = formik({});
    const event = { target: { name: 'name', value: '  Kilima  ' } } as never;
    trimmingBlur(form)(event);
    expect(form.setFieldValue).toHaveBeenCalledWith('name', 'Kilima');
    expect(form.handleBlur).toHaveBeenCalledWith(event);
  });

  it('leaves a value without spaces alone', () => {
    const form = formik({});
    trimmingBlur(form)({ target: { name: 'name', value: 'Kilima' } } as never);
    expect(form.setFieldValue).not.toHaveBeenCalled();
  });
});

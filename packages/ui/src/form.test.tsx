import './testing/setup.ts';
import { Input } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { Field, fieldError, markChecked, Select, trimmingBlur } from './form.tsx';

type State = Parameters<typeof fieldError>[0];

const form = (state: Partial<State>): State => ({ submitCount: 0, touched: {}, errors: {}, status: undefined, validateOnBlur: true, ...state });

describe('fieldError', () => {
  it('in a form that validates on blur, shows an error once the field was left', () => {
    expect(fieldError(form({ errors: { name: 'Required' } }), 'name')).toBeUndefined();
    expect(fieldError(form({ errors: { name: 'Required' }, touched: { name: true } }), 'name')).toBe('Required');
    // The form cleared touched (the user switched to other fields): their errors wait again.
    expect(fieldError(form({ errors: { name: 'Required' }, submitCount: 1 }), 'name')).toBeUndefined();
  });

  it('shows nothing on leaving a field of a form that does not validate on blur, until submit or an own check', () => {
    const errors = { email: 'Enter a valid email' };
    expect(fieldError(form({ errors, touched: { email: true }, validateOnBlur: false }), 'email')).toBeUndefined();
    expect(fieldError(form({ errors, validateOnBlur: false, status: { checked: ['email'] } }), 'email')).toBe('Enter a valid email');
    expect(fieldError(form({ errors, validateOnBlur: false, submitCount: 1 }), 'email')).toBe('Enter a valid email');
  });

  it('reads nested fields by their dotted path', () => {
    const state = form({ errors: { worker: { name: 'Required' } }, touched: { worker: { name: true } } } as Partial<State>);
    expect(fieldError(state, 'worker.name')).toBe('Required');
    expect(fieldError(state, 'worker.idNo')).toBeUndefined();
  });

  it('shows only a message, never the per-item errors of a list field', () => {
    expect(fieldError(form({ errors: { tags: ['Too long'] } as never, submitCount: 1 }), 'tags')).toBeUndefined();
  });
});

describe('markChecked', () => {
  it('adds the field to the checked ones once, keeping the rest of the status', () => {
    const setStatus = vi.fn();
    markChecked({ status: { checked: ['phone'], other: 1 }, setStatus }, 'email');
    expect(setStatus).toHaveBeenCalledWith({ checked: ['phone', 'email'], other: 1 });
    setStatus.mockClear();
    markChecked({ status: { checked: ['email'] }, setStatus }, 'email');
    expect(setStatus).not.toHaveBeenCalled();
    markChecked({ status: undefined, setStatus }, 'amount', 'bankAccount');
    expect(setStatus).toHaveBeenCalledWith({ checked: ['amount', 'bankAccount'] });
  });
});

describe('trimmingBlur', () => {
  it('trims the value and still marks the field touched', () => {
    const formik = { setFieldValue: vi.fn(), handleBlur: vi.fn() };
    const event = { target: { name: 'name', value: '  Kilima  ' } } as never;
    trimmingBlur(formik)(event);
    expect(formik.setFieldValue).toHaveBeenCalledWith('name', 'Kilima');
    expect(formik.handleBlur).toHaveBeenCalledWith(event);
  });

  it('leaves a value without spaces alone', () => {
    const formik = { setFieldValue: vi.fn(), handleBlur: vi.fn() };
    trimmingBlur(formik)({ target: { name: 'name', value: 'Kilima' } } as never);
    expect(formik.setFieldValue).not.toHaveBeenCalled();
  });
});

function NameForm({ onSubmit }: { onSubmit: (values: { name: string; city: string }) => void }) {
  const formik = useFormik({
    initialValues: { name: '', city: '' },
    validate: (values) => (values.name ? {} : { name: 'Enter a name' }),
    onSubmit,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Field label="Name" helperText="As on your ID" formik={formik} name="name" required>
        <Input {...formik.getFieldProps('name')} onBlur={trimmingBlur(formik)} />
      </Field>
      <Field label="City" formik={formik} name="city">
        <Select {...formik.getFieldProps('city')} placeholder="Choose" options={[{ value: 'nbo', label: 'Nairobi' }]} />
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe('Field with a Formik form', () => {
  it('labels its control, marks it required and swaps the help for the error after submit', async () => {
    const onSubmit = vi.fn();
    render(
      <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
        <NameForm onSubmit={onSubmit} />
      </AppProviders>,
    );
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('required')).not.toBeNull();
    expect(screen.getByText('As on your ID')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(screen.queryByText('As on your ID')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: '  Amina ' } });
    fireEvent.blur(name);
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'nbo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Amina', city: 'nbo' });
  });
});

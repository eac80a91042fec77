import { Button, type ButtonProps } from '@chakra-ui/react';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/**
 * A sign-in form's submit button. On a prerendered page it stays disabled until the page's scripts
 * have taken over: before that, the browser would send the form itself, as a GET with the password
 * in the address. A form whose submit button is disabled is not sent by Enter either.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button type="submit" colorPalette="brand" size="lg" {...props} disabled={!hydrated || props.disabled} />;
}

import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A sign-in form's submit button. Its form is `method="post"`: sent by the browser before the
 * page's script has run, the password goes in the request body, never in the address.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" colorPalette="brand" size="lg" {...props} />;
}

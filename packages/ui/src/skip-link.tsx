import { Link } from '@chakra-ui/react';

export interface SkipLinkProps {
  /** Id of the main content element to jump to. */
  targetId: string;
  label: string;
}

/** First focusable element of a page: lets keyboard users jump past the header and menu. */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      px="4"
      py="2"
      bg="bg"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {label}
    </Link>
  );
}

import { Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
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
      {t('nav.skipToContent')}
    </Link>
  );
}

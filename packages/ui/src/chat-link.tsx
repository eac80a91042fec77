import { createIcon, Link, Text, type LinkProps } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';

const ChatIcon = createIcon({
  displayName: 'ChatIcon',
  path: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4.1A8 8 0 1 1 20 11.5ZM8.5 10h7M8.5 13.5h4.5"
    />
  ),
});

export interface ChatLinkProps {
  /** The messaging app's click-to-chat address (each app's build setting `VITE_CHAT_URL`). */
  href: string;
}

/** The chat address when an app's build sets no `VITE_CHAT_URL`: a WhatsApp click-to-chat link. */
export const DEFAULT_CHAT_URL = 'https://wa.me/254700000000';

/** Room the page keeps free at its end so the floating chat link never hides the last line. */
export const CHAT_LINK_CLEARANCE = { base: '8', md: '24' } as const;

/** The link itself: a new tab, and an accessible name that starts with the visible words. */
function ChatAnchor({ href, children, ...rest }: LinkProps & { href: string }) {
  const t = useT();
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      textDecoration="none"
      _hover={{ bg: 'brand.emphasized', textDecoration: 'none' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      {...rest}
    >
      {children}
    </Link>
  );
}

/**
 * The floating chat link (spec section 1) of both apps, on screens from the md breakpoint: a round
 * button in the bottom corner, with its words only where the screen is wide enough to leave them
 * beside the content. On a phone it would sit on the page's own buttons, so there a public header
 * carries it (`HeaderChatLink`) and a signed-in menu drawer (`DrawerChatLink`).
 */
export function ChatLink({ href }: ChatLinkProps) {
  const t = useT();
  return (
    <ChatAnchor
      href={href}
      hideBelow="md"
      position="fixed"
      bottom="6"
      insetEnd="6"
      zIndex="docked"
      gap="2"
      minW="12"
      h="12"
      px={{ base: '0', '2xl': '5' }}
      boxShadow="lg"
    >
      <ChatIcon boxSize="6" aria-hidden="true" />
      <Text as="span" hideBelow="2xl">
        {t('chat.short')}
      </Text>
    </ChatAnchor>
  );
}

/** The chat link on a phone: a round icon in the sticky header, so it stays in reach and covers nothing. */
export function HeaderChatLink({ href }: ChatLinkProps) {
  return (
    <ChatAnchor href={href} hideFrom="md" boxSize="10" flexShrink="0">
      <ChatIcon boxSize="5" aria-hidden="true" />
    </ChatAnchor>
  );
}

/** The chat link in a signed-in menu drawer on a phone, whose header has no room for it. */
export function DrawerChatLink({ href }: ChatLinkProps) {
  const t = useT();
  return (
    <ChatAnchor href={href} gap="2" h="10" px="4">
      <ChatIcon boxSize="5" aria-hidden="true" />
      {t('chat.short')}
    </ChatAnchor>
  );
}

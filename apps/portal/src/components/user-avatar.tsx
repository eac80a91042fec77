import { Avatar } from '@chakra-ui/react';
import { useTempUrl } from '../hooks/use-temp-url.ts';

/** Up to two letters standing for a name: 'Amani Demo' -> 'AD', 'kilima' -> 'K'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

interface UserAvatarProps {
  /** The uploaded photo's file id, if any. */
  fileId: string | null | undefined;
  /** What the initials are taken from. */
  name: string;
  /** Alternative text of the photo; leave it out where the name is already written beside it. */
  label?: string;
  /** A local preview (an object URL) to show instead of the stored photo. */
  previewSrc?: string;
}

/** The 45x45 avatar of spec section 9, falling back to initials while or when there is no photo. */
export function UserAvatar({ fileId, name, label, previewSrc }: UserAvatarProps) {
  const stored = useTempUrl(previewSrc ? null : fileId);
  const src = previewSrc ?? stored.data;
  return (
    <Avatar.Root
      width="45px"
      height="45px"
      flexShrink="0"
      fontSize="md"
      bg="brand.subtle"
      color="brand.fg"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}

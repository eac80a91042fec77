import { Image, Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useState } from 'react';
import { useTempUrl } from '../../../hooks/use-temp-url.ts';

/**
 * An uploaded document read back through a short-lived link: the picture itself, or a link to
 * open it when it is not a picture (a PDF). The file's type is not known here, so the picture is
 * tried first.
 */
export function StoredDocument({ fileId, label }: { fileId: string; label: string }) {
  const t = useT();
  const url = useTempUrl(fileId);
  const [notAnImage, setNotAnImage] = useState(false);
  if (!url.data) return null;
  if (notAnImage) {
    return (
      <Link href={url.data} target="_blank" rel="noopener" color="brand.fg" fontSize="sm" alignSelf="flex-start">
        {t('upload.open')}
      </Link>
    );
  }
  return (
    <Image
      src={url.data}
      alt={t('upload.preview', { name: label })}
      maxH="32"
      maxW="full"
      objectFit="contain"
      alignSelf="flex-start"
      borderRadius="md"
      borderWidth="1px"
      onError={() => setNotAnImage(true)}
    />
  );
}

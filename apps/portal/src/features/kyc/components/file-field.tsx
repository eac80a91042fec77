import { Box, Flex, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FilePurpose } from '@mizani/sdk';
import { CheckIcon } from '@mizani/ui';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { DOCUMENT_TYPES, fileTypeOf, prepareUpload, uploadFile } from '../../../lib/file-upload.ts';
import { StoredDocument } from './stored-document.tsx';

type Phase = { kind: 'idle' } | { kind: 'preparing'; name: string } | { kind: 'uploading'; name: string; percent: number | undefined };

interface LocalCopy {
  fileId: string;
  /** An object URL of what was just sent, for images; shown until the page is left. */
  url: string | null;
}

interface FileFieldProps {
  name: string;
  label: string;
  required: boolean;
  purpose: FilePurpose;
  /** The uploaded file's id, or '' for none yet. */
  value: string;
  onChange: (fileId: string) => void;
  /** Told while a file is being prepared or sent, so the form waits for it. */
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  helperText?: string;
  disabled?: boolean;
}

/**
 * One document of the verification: choose a file, see it prepared (photos are made smaller on
 * the device), sent with its progress, then previewed. The id the server returns becomes the
 * field's value.
 */
export function FileField({ name, label, required, purpose, value, onChange, onBusyChange, error, helperText, disabled }: FileFieldProps) {
  const t = useT();
  const labelId = useId();
  const helpId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalCopy | null>(null);

  useEffect(() => () => {
    if (local?.url) URL.revokeObjectURL(local.url);
  }, [local]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    onBusyChange(true);
    setPhase({ kind: 'preparing', name: chosen.name });
    try {
      const prepared = await prepareUpload(chosen, DOCUMENT_TYPES);
      if (prepared.problem) {
        setProblem(t(prepared.problem === 'type' ? 'upload.type' : 'upload.tooLarge'));
        return;
      }
      setPhase({ kind: 'uploading', name: prepared.file.name, percent: 0 });
      const fileId = await uploadFile(prepared.file, purpose, (progress) =>
        setPhase({ kind: 'uploading', name: prepared.file.name, percent: progress.percent }),
      );
      const isPdf = fileTypeOf(prepared.file) === 'application/pdf';
      setLocal({ fileId, url: isPdf ? null : URL.createObjectURL(prepared.file) });
      onChange(fileId);
    } catch {
      // The API client has told the user what went wrong; the field keeps its previous file.
    } finally {
      setPhase({ kind: 'idle' });
      onBusyChange(false);
    }
  };

  const busy = phase.kind !== 'idle';
  const shownError = problem ?? error;

  return (
    <Stack gap="2" data-testid={`file-${name}`}>
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' *'}
          </Text>
        ) : (
          <Text as="span" color="fg.muted" fontWeight="normal">{` (${t('kyc.optional')})`}</Text>
        )}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Box
          as="label"
          display="inline-flex"
          alignItems="center"
          minH="10"
          px="4"
          borderWidth="1px"
          borderRadius="md"
          fontSize="sm"
          fontWeight="medium"
          cursor={disabled || busy ? 'not-allowed' : 'pointer'}
          opacity={disabled || busy ? 0.6 : 1}
          bg="bg"
          _hover={{ bg: 'bg.muted' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <input
            type="file"
            name={name}
            accept={DOCUMENT_TYPES.join(',')}
            aria-labelledby={labelId}
            aria-describedby={helpId}
            aria-invalid={shownError ? true : undefined}
            aria-required={required || undefined}
            disabled={disabled || busy}
            onChange={(event) => void choose(event)}
            style={{ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0,0,0,0)', border: 0 }}
          />
          <span aria-hidden="true">{t(value ? 'upload.replace' : 'upload.choose')}</span>
        </Box>
        {value && !busy ? (
          <Flex align="center" gap="1" color="green.fg" fontSize="sm" data-testid="uploaded">
            <CheckIcon />
            {t('upload.done')}
          </Flex>
        ) : null}
      </Flex>
      {phase.kind === 'uploading' || phase.kind === 'preparing' ? (
        <Progress.Root value={phase.kind === 'uploading' ? (phase.percent ?? null) : null} size="sm" colorPalette="brand" maxW="sm">
          <Progress.Label fontSize="xs" fontWeight="normal" mb="1">
            {t(phase.kind === 'uploading' ? 'upload.progress' : 'upload.preparing', { name: phase.name })}
          </Progress.Label>
          <Flex align="center" gap="2">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            {phase.kind === 'uploading' ? <Progress.ValueText fontSize="xs" /> : null}
          </Flex>
        </Progress.Root>
      ) : null}
      {value && !busy ? (
        local?.url && local.fileId === value ? (
          <Image src={local.url} alt={t('upload.preview', { name: label })} maxH="28" maxW="full" objectFit="contain" borderRadius="md" borderWidth="1px" />
        ) : (
          <StoredDocument key={value} fileId={value} label={label} />
        )
      ) : null}
      <Text id={helpId} fontSize="xs" color={shownError ? 'fg.error' : 'fg.muted'}>
        {shownError ?? helperText ?? t('upload.help')}
      </Text>
    </Stack>
  );
}

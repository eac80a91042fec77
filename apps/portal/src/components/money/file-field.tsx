import { Button, HStack, Input, Progress, Text, VisuallyHidden } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Field } from '@mizani/ui/form';
import { DOCUMENT_TYPES, prepareUpload, uploadFile } from '../../lib/file-upload.ts';

interface FileFieldProps {
  label: string;
  /** The uploaded file's id, or '' while none is. */
  value: string;
  onUploaded: (fileId: string) => void;
  /** Tells the form an upload is running, so it is not submitted half-way. */
  onBusy?: (busy: boolean) => void;
  errorText?: string;
  required?: boolean;
  name: string;
}

/** A document for an order (purpose 'order'), uploaded as soon as it is chosen; the form keeps its id. */
export function FileField({ label, value, onUploaded, onBusy, errorText, required, name }: FileFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    const prepared = await prepareUpload(chosen, DOCUMENT_TYPES);
    if (prepared.problem) {
      setProblem(t(prepared.problem === 'type' ? 'money.send.fileType' : 'money.send.fileTooLarge'));
      return;
    }
    setPercent(0);
    onBusy?.(true);
    try {
      const fileId = await uploadFile(prepared.file, 'order', (progress) => setPercent(Math.round((progress.loaded / Math.max(1, progress.total ?? prepared.file.size)) * 100)));
      setFileName(chosen.name);
      onUploaded(fileId);
    } catch {
      // The SDK has shown why; the user can choose again.
    } finally {
      setPercent(null);
      onBusy?.(false);
    }
  };

  return (
    <Field label={label} helperText={t('money.send.fileHelp')} errorText={problem ?? errorText} required={required}>
      <VisuallyHidden>
        <Input ref={input} aria-label={label} name={name} type="file" accept={DOCUMENT_TYPES.join(',')} onChange={(event) => void choose(event)} data-testid={`file-${name}`} tabIndex={-1} />
      </VisuallyHidden>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={percent !== null} aria-describedby={`${id}-status`}>
          {label}
        </Button>
        <Text id={`${id}-status`} fontSize="sm" color="fg.muted" aria-live="polite">
          {percent !== null ? t('money.send.uploading', { percent }) : value && fileName ? t('money.send.uploaded', { name: fileName }) : ''}
        </Text>
      </HStack>
      {percent !== null ? (
        <Progress.Root value={percent} size="xs" w="full">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Field>
  );
}

import { Box, Button, Flex, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { useUserInfoSaveMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { object, string } from 'yup';
import { Field, trimmingBlur } from '@mizani/ui/form';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { api } from '../../../lib/api.ts';
import { IMAGE_TYPES, prepareUpload, uploadFile } from '../../../lib/file-upload.ts';
import { displayNameOf } from '../../../lib/user-display.ts';
import { AccountDialog } from './account-dialog.tsx';
import { LIVE_VALIDATION } from './form-helpers.ts';

export const NICKNAME_MAX = 30;

interface Values {
  nickName: string;
  /** undefined: keep the photo; null: remove it; a file id: the new photo. */
  avatar: string | null | undefined;
}

/** Edit the nickname and the profile photo; a new photo is uploaded as soon as it is chosen. */
export function EditProfileDialog({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const t = useT();
  const save = useUserInfoSaveMutation(api);
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ percent: number | undefined } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const formik = useFormik<Values>({
    initialValues: { nickName: user.nickName, avatar: undefined },
    validationSchema: object({
      nickName: string().trim().required(t('validation.required')).max(NICKNAME_MAX, t('profile.form.nickNameLength')),
    }),
    ...LIVE_VALIDATION,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ nickName: values.nickName.trim(), ...(values.avatar !== undefined ? { avatar: values.avatar } : {}) });
      } catch {
        return;
      }
      notify({ type: 'success', message: t('profile.done.saved') });
      onClose();
    },
  });

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setPhotoError(null);
    setUpload({ percent: undefined });
    try {
      const prepared = await prepareUpload(chosen, IMAGE_TYPES);
      if (prepared.problem) {
        setPhotoError(t(prepared.problem === 'type' ? 'profile.form.avatarType' : 'upload.tooLarge'));
        return;
      }
      const fileId = await uploadFile(prepared.file, 'avatar', (progress) => setUpload({ percent: progress.percent }));
      setPreview(URL.createObjectURL(prepared.file));
      await formik.setFieldValue('avatar', fileId);
    } catch {
      // The API client has reported the failure; the photo stays as it was.
    } finally {
      setUpload(null);
    }
  };

  const removePhoto = () => {
    setPreview(null);
    void formik.setFieldValue('avatar', null);
  };

  const hasPhoto = formik.values.avatar === undefined ? Boolean(user.avatar) : formik.values.avatar !== null;
  const name = formik.values.nickName.trim() || displayNameOf(user);
  return (
    <AccountDialog
      title={t('profile.action.edit')}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitDisabled={upload !== null}
    >
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium" id={`${inputId}-label`}>
          {t('profile.field.avatar')}
        </Text>
        <Flex gap="3" align="center" wrap="wrap">
          {formik.values.avatar === null ? (
            <UserAvatar fileId={null} name={name} />
          ) : (
            <UserAvatar fileId={user.avatar} name={name} {...(preview ? { previewSrc: preview } : {})} />
          )}
          <Box
            as="label"
            display="inline-flex"
            alignItems="center"
            minH="9"
            px="3"
            borderWidth="1px"
            borderRadius="md"
            fontSize="sm"
            fontWeight="medium"
            cursor={upload ? 'not-allowed' : 'pointer'}
            _hover={{ bg: 'bg.muted' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <input
              id={inputId}
              type="file"
              name="avatar"
              accept={IMAGE_TYPES.join(',')}
              aria-labelledby={`${inputId}-label`}
              aria-describedby={`${inputId}-help`}
              disabled={upload !== null}
              onChange={(event) => void choosePhoto(event)}
              style={{ position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0,0,0,0)', border: 0 }}
            />
            <span aria-hidden="true">{t('profile.form.avatarChoose')}</span>
          </Box>
          {hasPhoto ? (
            <Button variant="ghost" size="sm" onClick={removePhoto} disabled={upload !== null}>
              {t('profile.form.avatarRemove')}
            </Button>
          ) : null}
        </Flex>
        {upload ? (
          <Progress.Root value={upload.percent ?? null} size="sm" colorPalette="brand">
            <Progress.Label fontSize="xs" fontWeight="normal" mb="1">
              {t('upload.progress', { name: t('profile.field.avatar') })}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        <Text id={`${inputId}-help`} fontSize="xs" color={photoError ? 'fg.error' : 'fg.muted'}>
          {photoError ?? t('profile.form.avatarHelp')}
        </Text>
      </Stack>
      <Field label={t('profile.field.nickName')} formik={formik} name="nickName" required>
        <Input {...formik.getFieldProps('nickName')} maxLength={NICKNAME_MAX} autoComplete="nickname" onBlur={trimmingBlur(formik)} />
      </Field>
    </AccountDialog>
  );
}

import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Button, Modal, UploadField } from '@wl/ui';
import { useMemberIconQuery, useMemberUpdateIconMutation } from '@wl/api/member';
import type { MemberInfo } from '@wl/api/contract';
import { REGISTER_PROFILE_FIELDS, type RegisterProfileField } from '@wl/domain';
import { AVATAR_PRESETS, presetAvatar } from '../../shell/avatars.ts';
import { DEFAULT_AVATAR } from '../../lobby/images.ts';
import { useImageResolver } from '../../lobby/siteData.ts';
import {
  FormMessage,
  Section,
  StyledActions,
  SubmitButton,
  useMessages,
  useSingleSubmit,
  useSuccess,
} from './parts.tsx';

/** The registration profile fields member info gives when the member gave them (nickname and full name apart). */
const PROFILE_SHOWN = REGISTER_PROFILE_FIELDS.filter(
  (f): f is Exclude<RegisterProfileField, 'nickname' | 'fullName'> => f !== 'nickname' && f !== 'fullName',
);

/** The platform keeps uploaded avatars under 500 KB. */
const AVATAR_MAX_BYTES = 500 * 1024;

const StyledProfile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['4']};
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledPresets = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space['2']};
  }
  label {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => theme.space['1']};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: ${({ theme }) => theme.measure.stroke.focus} solid transparent;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.border.focus};
  }
  label:has(input:focus-visible) {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
  }
  input {
    position: absolute;
    opacity: 0;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
`;

/** The member's profile from member info (mobile and e-mail as the platform masks them) and the avatar. */
export function ProfileSection({ member }: { member: MemberInfo | undefined }) {
  const { t } = useTranslation('member');
  const icon = useMemberIconQuery();
  const resolve = useImageResolver();
  const [open, setOpen] = useState(false);
  const src = icon.data
    ? icon.data.avatarType === 'STATIC'
      ? presetAvatar(icon.data.avatar)
      : resolve(icon.data.avatar)
    : undefined;
  const dash = t('security.notSet');
  return (
    <Section id="profile" title={t('security.profile.title')}>
      <StyledProfile>
        <Avatar size="lg" src={src ?? null} fallbackSrc={DEFAULT_AVATAR} alt={t('security.profile.avatar')} />
        <dl>
          <dt>{t('security.profile.account')}</dt>
          <dd>{member?.account ?? '…'}</dd>
          <dt>{t('security.profile.nickname')}</dt>
          <dd>{member?.nickname || dash}</dd>
          <dt>{t('security.profile.mobile')}</dt>
          <dd>{member?.mobile || dash}</dd>
          <dt>{t('security.profile.email')}</dt>
          <dd>{member?.email || dash}</dd>
          {member?.fullName && (
            <>
              <dt>{t('security.profile.fields.fullName')}</dt>
              <dd>{member.fullName}</dd>
            </>
          )}
          {PROFILE_SHOWN.map((field) => {
            const given = member?.[field];
            return typeof given === 'string' && given !== '' ? (
              <Fragment key={field}>
                <dt>{t(`security.profile.fields.${field}`)}</dt>
                <dd>{given}</dd>
              </Fragment>
            ) : null;
          })}
        </dl>
      </StyledProfile>
      <StyledActions>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('security.profile.changeAvatar')}
        </Button>
      </StyledActions>
      {open && (
        <AvatarDialog
          current={icon.data?.avatarType === 'STATIC' ? icon.data.avatar : null}
          onClose={() => setOpen(false)}
        />
      )}
    </Section>
  );
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Choose one of the built-in pictures, or upload one (png/jpg, under 500 KB). */
function AvatarDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation(['member', 'common']);
  const { errorText } = useMessages();
  const success = useSuccess();
  const [update] = useMemberUpdateIconMutation();
  const { run, pending } = useSingleSubmit();
  const [preset, setPreset] = useState<string | null>(current);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const file = files[0];
    if (!file && preset === null) return setError(t('member:security.profile.chooseOne'));
    if (file && file.size > AVATAR_MAX_BYTES) return setError(t('member:security.profile.tooBig'));
    setError(null);
    void run(async () => {
      try {
        if (file) await update({ avatar: await readAsDataUrl(file), avatarType: 'UPLOAD' }).unwrap();
        else await update({ avatar: preset!, avatarType: 'STATIC' }).unwrap();
        success('security.profile.saved');
        onClose();
      } catch (failure) {
        setError(errorText(failure));
      }
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('member:security.profile.avatarTitle')}
      size="sm"
      closeLabel={t('common:close')}
    >
      <StyledForm
        noValidate
        aria-label={t('member:security.profile.avatarTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormMessage>{error}</FormMessage>
        <StyledPresets>
          <legend>{t('member:security.profile.presets')}</legend>
          {AVATAR_PRESETS.map((item, i) => (
            <label key={item.id}>
              <input
                type="radio"
                name="avatar"
                value={item.id}
                checked={files.length === 0 && preset === item.id}
                onChange={() => {
                  setPreset(item.id);
                  setFiles([]);
                }}
              />
              <Avatar size="md" src={item.src} alt={t('member:security.profile.preset', { n: i + 1 })} />
            </label>
          ))}
        </StyledPresets>
        <UploadField
          label={t('member:security.profile.upload')}
          hint={t('member:security.profile.uploadHint')}
          files={files}
          max={1}
          onChange={setFiles}
        />
        <SubmitButton pending={pending}>{t('member:security.save')}</SubmitButton>
      </StyledForm>
    </Modal>
  );
}

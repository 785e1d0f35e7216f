import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Badge, Button, type BadgeTone } from '@wl/ui';
import { useMemberKycUploadMutation } from '@wl/api/member';
import type { KycDocument, KycKind } from '@wl/api/contract';
import { useMessages, useSingleSubmit } from '../security/parts.tsx';
import { KYC_ACCEPT, kycFileProblem, megabytes, readAsDataUrl } from './files.ts';

const StyledCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
  }
  button {
    justify-self: start;
  }
`;

const TONES: Record<KycDocument['status'] | 'NONE', BadgeTone> = {
  NONE: 'neutral',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** One document to verify: its newest upload's status (and why it was rejected), and a field to upload a new one. */
export function DocumentCard({
  kind,
  document,
  maxFileBytes,
}: {
  kind: KycKind;
  document: KycDocument | undefined;
  maxFileBytes: number;
}) {
  const { t, i18n } = useTranslation('kyc');
  const { errorText } = useMessages();
  const [upload] = useMemberKycUploadMutation();
  const { run, pending } = useSingleSubmit();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const status = document?.status ?? 'NONE';
  const name = t(`kind.${kind}`);
  const maxMb = megabytes(maxFileBytes);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

  const pick = (picked: File | undefined) => {
    setMessage(null);
    if (!picked) return setFile(null);
    const problem = kycFileProblem(picked, maxFileBytes);
    if (problem) {
      setFile(null);
      if (input.current) input.current.value = '';
      const key = problem === 'type' ? 'wrongType' : problem === 'size' ? 'tooBig' : 'empty';
      setMessage({ tone: 'danger', text: t(key, { name: picked.name, maxMb }) });
      return;
    }
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMessage({ tone: 'danger', text: t('noFile') });
      return;
    }
    void run(async () => {
      setMessage(null);
      try {
        await upload({ kind, file: await readAsDataUrl(file), fileName: file.name }).unwrap();
        setFile(null);
        if (input.current) input.current.value = '';
        setMessage({ tone: 'success', text: t('sent', { kind: name }) });
      } catch (error) {
        setMessage({ tone: 'danger', text: errorText(error) });
      }
    });
  };

  return (
    <StyledCard aria-labelledby={headingId} data-testid={`kyc-${kind}`}>
      <StyledHead>
        <h3 id={headingId}>{name}</h3>
        <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
      </StyledHead>
      <p>{t(`kindHint.${kind}`)}</p>
      {document && <p>{t('uploadedFile', { name: document.fileName, date: date(document.uploadedAt) })}</p>}
      {document?.status === 'REJECTED' && document.reason && (
        <p>
          <strong>{t('reason', { reason: document.reason })}</strong>
        </p>
      )}
      {message && (
        <div id={messageId}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
      {status === 'APPROVED' ? (
        <p>{t('approvedNote')}</p>
      ) : (
        <StyledForm noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={pending}>
          <label htmlFor={inputId}>{t('choose', { kind: name })}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={KYC_ACCEPT}
            disabled={pending}
            aria-describedby={[hintId, message?.tone === 'danger' ? messageId : null]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={message?.tone === 'danger' ? true : undefined}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <p id={hintId}>{file ? t('chosen', { name: file.name }) : t('required.types', { maxMb })}</p>
          <Button type="submit" loading={pending}>
            {pending ? t('sending') : status === 'NONE' ? t('send') : t('sendAgain')}
          </Button>
        </StyledForm>
      )}
    </StyledCard>
  );
}

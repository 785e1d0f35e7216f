import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { CaptchaField, FormField, Modal, Select, UploadField, useFieldControl } from '@wl/ui';
import { useSiteFeedbackMutation, useSitePermissionQuery } from '@wl/api/site';
import { useSession } from '@wl/app-shell';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  feedbackPayload,
  isFeedbackType,
  textLength,
  validateFeedback,
  type FeedbackTypeName,
} from '@wl/domain';
import { accountActions } from './accountSlice.ts';
import { useMessages, useSingleSubmit } from './shared.ts';
import { FormMessage, StyledForm, SubmitButton } from './parts.tsx';
import { useCaptcha } from './useCaptcha.ts';

// The kit has no multi-line field yet: a textarea styled like its Input, taking the FormField's id and description.
const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 7rem;
  resize: vertical;
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.component.input.border};
  background: ${({ theme }) => theme.component.input.bg};
  color: ${({ theme }) => theme.component.input.fg};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.fg.danger};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.component.input.borderFocus};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const StyledCounter = styled.span<{ $over: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $over }) => ($over ? theme.color.fg.danger : theme.color.fg.muted)};
`;

function Textarea(props: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = useFieldControl();
  return <StyledTextarea {...field} {...props} />;
}

const TYPE_ORDER: readonly FeedbackTypeName[] = [
  'deposit',
  'withdraw',
  'game',
  'service',
  'applyAgent',
  'other',
];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The tenant's longest feedback description (140 or 200, the site permission answer's `feedbackMaxLength`); 200 when
 * the platform does not say.
 */
function useFeedbackMaxLength(): number {
  const { data } = useSitePermissionQuery();
  const max = data?.feedbackMaxLength;
  return typeof max === 'number' && max >= FEEDBACK_MIN_LENGTH && max <= FEEDBACK_MAX_LENGTH
    ? max
    : FEEDBACK_MAX_LENGTH;
}

/** Feedback: question type, 20-200 (or the tenant's 140) trimmed characters with a live counter, captcha, up to 3 png/jpg images of 5 MB. */
export function FeedbackModal({ open }: { open: boolean }) {
  const dispatch = useDispatch();
  const { t } = useMessages();
  return (
    <Modal
      open={open}
      onClose={() => dispatch(accountActions.closeModal())}
      title={t('feedback.title')}
      size="md"
    >
      {open && <FeedbackForm />}
    </Modal>
  );
}

function FeedbackForm() {
  const { t, text, errorText } = useMessages();
  const { member } = useSession();
  const [type, setType] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const captchaImage = useCaptcha(true);
  const [send] = useSiteFeedbackMutation();
  const { run, pending } = useSingleSubmit();
  const maxLength = useFeedbackMaxLength();
  const validation = validateFeedback({ type, content, captcha }, { maxLength });
  // An empty description says 'Please enter content' (the catalogue's words) rather than the generic 'Input cannot be empty'.
  const contentError =
    validation.errors.content?.key === 'validation:required'
      ? { key: 'validation:content_required' as const }
      : validation.errors.content;
  const errors: typeof validation.errors = tried
    ? { ...validation.errors, ...(contentError ? { content: contentError } : {}) }
    : {};
  const length = textLength(content.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok || !isFeedbackType(type)) return;
    void run(async () => {
      setServerError(null);
      try {
        const images = await Promise.all(files.map(readAsDataUrl));
        await send({
          ...feedbackPayload({ type, content, captcha }, member?.account ?? member?.userName),
          type,
          ...(images.length ? { images } : {}),
        }).unwrap();
        setSent(true);
      } catch (error) {
        setCaptcha('');
        void captchaImage.refresh();
        setServerError(errorText(error));
      }
    });
  };

  if (sent) return <FormMessage tone="success">{t('feedback.sent')}</FormMessage>;
  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('feedback.title')}>
      <FormMessage>{serverError ?? (tried ? text(validation.summary) : undefined)}</FormMessage>
      <FormField label={t('feedback.type')} error={text(errors.type)} required>
        <Select
          name="type"
          placeholder={t('feedback.choose')}
          options={TYPE_ORDER.map((name) => ({
            value: String(FEEDBACK_TYPES[name]),
            label: t(`feedback.types.${name}`),
          }))}
          value={type === null ? '' : String(type)}
          onChange={(v) => setType(v === '' ? null : Number(v))}
        />
      </FormField>
      <FormField
        label={t('feedback.description')}
        error={text(errors.content)}
        hint={t('feedback.hint', { min: FEEDBACK_MIN_LENGTH, max: maxLength })}
        required
      >
        <Textarea name="content" value={content} onChange={(e) => setContent(e.target.value)} />
      </FormField>
      <StyledCounter $over={length > maxLength} aria-live="polite" data-testid="feedback-counter">
        {t('feedback.counter', { count: length, max: maxLength })}
      </StyledCounter>
      <UploadField label={t('feedback.images')} files={files} onChange={setFiles} />
      <CaptchaField
        label={t('fields.captcha')}
        name="captcha"
        value={captcha}
        onChange={setCaptcha}
        imageSrc={captchaImage.image}
        onRefresh={() => void captchaImage.refresh()}
        error={text(errors.captcha)}
      />
      <SubmitButton pending={pending}>{t('feedback.submit')}</SubmitButton>
    </StyledForm>
  );
}

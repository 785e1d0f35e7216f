import { useId, useState, type FormEvent } from 'react';
import { useMessagesSendMutation } from '@wl/api/messages';
import { Alert, Button, FormField, Input, useFieldControl } from '@wl/ui';
import { useMessagesText } from './useMessagesText.ts';
import { StyledCounter, StyledForm, StyledTextarea } from './Messages.styles.ts';

/** Limits of the send call (messages.send). */
const TITLE_MAX = 100;
const CONTENT_MAX = 2000;

function Textarea(props: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = useFieldControl();
  return <StyledTextarea {...field} {...props} />;
}

type Problems = { title?: string; content?: string };

/**
 * A message to customer service: subject and text, each checked next to its field (nothing is sent, nothing typed is
 * lost); one send per click (the button is busy while sending). Sent messages show in the outbox.
 */
export function ComposeMessage({ onSent }: { onSent: () => void }) {
  const { t, errorText } = useMessagesText();
  const formTitle = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = useMessagesSendMutation();

  const check = (): Problems => ({
    ...(title.trim() === ''
      ? { title: t('compose.titleRequired') }
      : title.trim().length > TITLE_MAX
        ? { title: t('compose.titleTooLong', { max: TITLE_MAX }) }
        : {}),
    ...(content.trim() === ''
      ? { content: t('compose.contentRequired') }
      : content.trim().length > CONTENT_MAX
        ? { content: t('compose.contentTooLong', { max: CONTENT_MAX }) }
        : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.isLoading) return;
    const found = check();
    setProblems(found);
    setFailure(null);
    if (found.title || found.content) return;
    try {
      await send({ title: title.trim(), content: content.trim(), recipientType: 'CS' }).unwrap();
      setTitle('');
      setContent('');
      onSent();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const length = content.trim().length;
  return (
    <StyledForm aria-labelledby={formTitle} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={formTitle}>{t('compose.heading')}</h2>
      {failure && <Alert tone="danger">{t('compose.failed', { reason: failure })}</Alert>}
      <FormField label={t('compose.title')} required error={problems.title}>
        <Input
          value={title}
          maxLength={TITLE_MAX + 20}
          onChange={(e) => setTitle(e.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label={t('compose.content')}
        required
        error={problems.content}
        hint={t('compose.contentHint', { max: CONTENT_MAX })}
      >
        <Textarea value={content} onChange={(e) => setContent(e.target.value)} />
      </FormField>
      <StyledCounter $over={length > CONTENT_MAX} aria-live="polite">
        {t('compose.counter', { count: length, max: CONTENT_MAX })}
      </StyledCounter>
      <Button type="submit" loading={sending.isLoading}>
        {t('compose.send')}
      </Button>
    </StyledForm>
  );
}

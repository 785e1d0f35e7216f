import { useState, type FormEvent } from 'react';
import { useAgentCreateAffiliateUrlMutation } from '@wl/api/agent';
import { Alert, Button, FormField, Input, RadioGroup, Select } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import type { LinkType } from './affiliateLink.ts';
import { StyledSection } from './AffiliateLinks.styles.ts';
import { StyledForm } from './CreateDownline.tsx';
import { EXPIRY_CHOICES, isValidChannel } from './rules.ts';

export function NewLink() {
  const { t, errorText } = useAgentText();
  const [create, creating] = useAgentCreateAffiliateUrlMutation();
  const [type, setType] = useState<LinkType>('member');
  const [expiry, setExpiry] = useState('0');
  const [channel, setChannel] = useState('');
  const [channelShown, setChannelShown] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const channelOk = isValidChannel(channel);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChannelShown(true);
    setResult(null);
    if (!channelOk) return;
    const days = Number(expiry);
    try {
      await create({
        type,
        ...(days > 0 ? { expiryDays: days } : {}),
        ...(channel.trim() ? { channel: channel.trim() } : {}),
      }).unwrap();
      setResult({ tone: 'success', text: t('register.linkCreated') });
      setChannel('');
      setChannelShown(false);
    } catch (error) {
      setResult({ tone: 'danger', text: errorText(error) });
    }
  };

  return (
    <StyledSection aria-labelledby="new-link">
      <h3 id="new-link">{t('register.newLinkTitle')}</h3>
      {result && (
        <Alert
          tone={result.tone}
          live={result.tone === 'success' ? 'status' : 'alert'}
          onClose={() => setResult(null)}
          closeLabel={t('common:close')}
        >
          {result.text}
        </Alert>
      )}
      <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-labelledby="new-link">
        <RadioGroup
          legend={t('register.linkType')}
          name="link-type"
          value={type}
          onChange={(v) => setType(v as LinkType)}
          options={[
            { value: 'member', label: t('register.member') },
            { value: 'agent', label: t('register.agent') },
          ]}
        />
        <FormField label={t('register.expiry')}>
          <Select
            value={expiry}
            onChange={setExpiry}
            options={EXPIRY_CHOICES.map((days) => ({
              value: String(days),
              label: days === 0 ? t('register.expiryNever') : t('register.expiryDays', { count: days }),
            }))}
          />
        </FormField>
        <FormField
          label={t('register.channel')}
          hint={t('register.channelHint')}
          error={channelShown && !channelOk ? t('register.channelInvalid') : undefined}
        >
          <Input
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
            onBlur={() => setChannelShown(true)}
          />
        </FormField>
        <div>
          <Button type="submit" loading={creating.isLoading}>
            {t('register.createLink')}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}

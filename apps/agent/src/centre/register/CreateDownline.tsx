import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useAgentCreateDownlineMutation,
  useAgentRebateSettingsQuery,
  useLazyAgentCheckUsernameQuery,
} from '@wl/api/agent';
import { useSessionRegisterSettingsQuery } from '@wl/api/session-forms';
import {
  checkWithRule,
  normalizeFieldRule,
  renderMessage,
  validateConfirmation,
  type ValidationMessage,
} from '@wl/domain';
import type { DomainValidationKey } from '@wl/i18n';
import { Alert, Button, FormField, Input, PasswordInput, RadioGroup } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import { NICKNAME_MAX, parseRebateRate, rebateQuota, type RebateSetting } from './rules.ts';

/** How long typing pauses before the username is checked. */
const CHECK_DELAY_MS = 400;

type AccountType = 'member' | 'agent';
type Check = { username: string; state: 'checking' | 'available' | 'taken' | 'failed' };
type Field = 'username' | 'password' | 'confirmPassword' | 'nickname' | 'rebate';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  max-width: ${({ theme }) => theme.measure.width.wideText};
`;

/**
 * Register centre, create a downline account: member or agent, a username checked for availability while typing
 * (`agent.checkUsername`), a password by the site's password rule (register settings, domain rules) with its
 * confirmation, an optional nickname and a rebate rate within the agent's own quota (`agent.rebateSettings`).
 */
export function CreateDownline() {
  const { t: tText, errorText } = useAgentText();
  const { t } = useTranslation(['agent', 'validation']);
  const rules = useSessionRegisterSettingsQuery();
  const rebates = useAgentRebateSettingsQuery();
  const [checkUsername] = useLazyAgentCheckUsernameQuery();
  const [create, creating] = useAgentCreateDownlineMutation();
  const [type, setType] = useState<AccountType>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [rebate, setRebate] = useState('');
  const [check, setCheck] = useState<Check | null>(null);
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const [done, setDone] = useState<{ account: string; type: AccountType } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const usernameRule = rules.data?.username ? normalizeFieldRule(rules.data.username) : undefined;
  const passwordRule = rules.data?.password ? normalizeFieldRule(rules.data.password) : undefined;
  const quota = rebateQuota((rebates.data?.list ?? []) as RebateSetting[]);
  const name = username.trim();
  const usernameRuleError = checkWithRule(name, usernameRule, true);

  // The availability check runs once typing pauses, for a username the rule accepts.
  useEffect(() => {
    if (name === '' || usernameRuleError !== undefined) return;
    let live = true;
    const timer = setTimeout(() => {
      setCheck({ username: name, state: 'checking' });
      checkUsername({ username: name })
        .unwrap()
        .then((r) => live && setCheck({ username: name, state: r.available ? 'available' : 'taken' }))
        .catch(() => live && setCheck({ username: name, state: 'failed' }));
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, usernameRuleError, checkUsername]);

  const current = check?.username === name ? check.state : undefined;
  const confirm = validateConfirmation(confirmPassword, password);
  const rate = rebates.isSuccess ? parseRebateRate(rebate, quota) : 0;
  const errors: Partial<Record<Field, ValidationMessage | string>> = {
    username: usernameRuleError ?? (current === 'taken' ? t('register.taken') : undefined),
    password: checkWithRule(password, passwordRule, true),
    confirmPassword: confirm.ok
      ? undefined
      : confirm.error.key === 'validation:inconsistent_twice'
        ? { key: 'validation:confirm_password_incorrect' }
        : confirm.error,
    nickname: nickname.trim().length > NICKNAME_MAX ? t('register.nicknameTooLong') : undefined,
    rebate: rate === 'invalid' ? t('register.rebateInvalid', { max: quota }) : undefined,
  };
  const errorOf = (field: Field) => {
    // A taken username is said at once (the live check's answer); the rules' messages wait for the field's blur.
    const e = shown[field] || (field === 'username' && current === 'taken') ? errors[field] : undefined;
    return e === undefined
      ? undefined
      : typeof e === 'string'
        ? e
        : renderMessage(e, (key, values) => t(key as DomainValidationKey, values ?? {}));
  };
  const touch = (field: Field) => setShown((s) => ({ ...s, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ username: true, password: true, confirmPassword: true, nickname: true, rebate: true });
    setDone(null);
    setFailed(null);
    if (Object.values(errors).some((e) => e !== undefined) || rate === 'invalid') return;
    try {
      const made = await create({
        username: name,
        password,
        type,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(rate > 0 ? { rebateRate: rate } : {}),
      }).unwrap();
      setDone({ account: made.account, type });
      setUsername('');
      setPassword('');
      setConfirmPassword('');
      setNickname('');
      setRebate('');
      setCheck(null);
      setShown({});
    } catch (error) {
      setFailed(errorText(error));
    }
  };

  const checkText = {
    checking: t('register.checking'),
    available: t('register.available'),
    taken: '',
    failed: t('register.checkFailed'),
  };
  let rebateHint: string;
  if (rebates.isLoading) rebateHint = t('register.rebateLoading');
  else if (rebates.isError) rebateHint = t('register.rebateFailed');
  else rebateHint = t('register.rebateHint', { max: quota });

  return (
    <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-label={t('register.tabCreate')}>
      {done && (
        <Alert tone="success" live="status" onClose={() => setDone(null)} closeLabel={tText('common:close')}>
          {done.type === 'agent'
            ? t('register.createdAgent', { account: done.account })
            : t('register.created', { account: done.account })}
        </Alert>
      )}
      {failed && (
        <Alert tone="danger" live="alert" onClose={() => setFailed(null)} closeLabel={tText('common:close')}>
          {failed}
        </Alert>
      )}
      <RadioGroup
        legend={t('register.accountType')}
        name="downline-type"
        value={type}
        onChange={(v) => setType(v as AccountType)}
        options={[
          { value: 'member', label: t('register.member') },
          { value: 'agent', label: t('register.agent') },
        ]}
      />
      <FormField
        label={t('register.username')}
        required
        error={errorOf('username')}
        hint={<span role="status">{current ? checkText[current] : ''}</span>}
      >
        <Input
          value={username}
          autoComplete="off"
          onChange={(e) => setUsername(e.target.value)}
          onBlur={() => touch('username')}
        />
      </FormField>
      <FormField label={t('register.password')} required error={errorOf('password')}>
        <PasswordInput
          value={password}
          autoComplete="new-password"
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => touch('password')}
        />
      </FormField>
      <FormField label={t('register.confirmPassword')} required error={errorOf('confirmPassword')}>
        <PasswordInput
          value={confirmPassword}
          autoComplete="new-password"
          onChange={(e) => setConfirmPassword(e.target.value)}
          onBlur={() => touch('confirmPassword')}
        />
      </FormField>
      <FormField label={t('register.nickname')} error={errorOf('nickname')}>
        <Input
          value={nickname}
          autoComplete="off"
          onChange={(e) => setNickname(e.target.value)}
          onBlur={() => touch('nickname')}
        />
      </FormField>
      <FormField label={t('register.rebate')} hint={rebateHint} error={errorOf('rebate')}>
        <Input
          value={rebate}
          inputMode="decimal"
          disabled={!rebates.isSuccess}
          onChange={(e) => setRebate(e.target.value)}
          onBlur={() => touch('rebate')}
        />
      </FormField>
      <div>
        <Button type="submit" loading={creating.isLoading}>
          {t('register.submit')}
        </Button>
      </div>
    </StyledForm>
  );
}

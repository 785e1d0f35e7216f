import { useState } from 'react';
import { useAgentPromoteDownlineMutation } from '@wl/api/agent';
import { StyledDetails } from '@wl/app-shell/records';
import { Alert, Button, ConfirmDialog, Modal } from '@wl/ui';
import { typeKey, useAgentText } from '../useAgentText.ts';
import { StyledActions } from './downlineForms.styles.ts';
import { downlineName, type DownlineRow } from './downlineRow.ts';
import { MobileForm } from './MobileForm.tsx';
import { MoneyForm } from './MoneyForm.tsx';
import { NicknameForm } from './NicknameForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PermissionsForm } from './PermissionsForm.tsx';
import { TrialRefusal } from './TrialRefusal.tsx';

type Mode = 'menu' | 'nickname' | 'mobile' | 'password' | 'transfer' | 'collect' | 'permissions';

export type ManageDialogProps = {
  row: DownlineRow;
  /** A trial account: money actions are refused before anything is sent. */
  trial: boolean;
  onClose: () => void;
};

/** One downline's details and what the agent may do with it: label, password, promotion, a transfer. */
export function ManageDialog({ row, trial, onClose }: ManageDialogProps) {
  const { t, money, dateTime } = useAgentText();
  const [mode, setMode] = useState<Mode>('menu');
  const [promoting, setPromoting] = useState(false);
  const [promote, promotion] = useAgentPromoteDownlineMutation();
  const [promoted, setPromoted] = useState(false);
  const { errorText } = useAgentText();
  const isMember = row.type === 0;
  const back = (
    <Button variant="ghost" onClick={() => setMode('menu')}>
      {t('manage.back')}
    </Button>
  );
  const runPromote = async () => {
    try {
      await promote({ customerId: row.id }).unwrap();
      setPromoted(true);
    } catch {
      // The error is shown from the mutation's state.
    }
    setPromoting(false);
  };
  return (
    <Modal
      open
      title={t('manage.title', { name: downlineName(row) })}
      onClose={onClose}
      closeLabel={t('manage.close')}
    >
      {mode === 'menu' && (
        <>
          <StyledDetails>
            <dt>{t('col.account')}</dt>
            <dd>{row.account}</dd>
            <dt>{t('col.nickname')}</dt>
            <dd>{row.nickname2 || row.nickname || t('manage.none')}</dd>
            <dt>{t('col.type')}</dt>
            <dd>{promoted ? t('type.agent') : t(`type.${typeKey(row.type)}`)}</dd>
            <dt>{t('col.level')}</dt>
            <dd>{row.level ?? 1}</dd>
            <dt>{t('col.balance')}</dt>
            <dd>{money(row.balance ?? 0)}</dd>
            <dt>{t('col.lastLogin')}</dt>
            <dd>{row.lastLoginTime ? dateTime(row.lastLoginTime) : t('manage.never')}</dd>
            <dt>{t('col.registered')}</dt>
            <dd>{dateTime(row.regDate)}</dd>
            <dt>{t('col.status')}</dt>
            <dd>
              {t(`status.${row.status ?? 'active'}`, { defaultValue: row.status ?? '' })}
              {row.online ? ` · ${t('status.online')}` : ''}
            </dd>
          </StyledDetails>
          {promoted && <Alert tone="success">{t('promote.done', { account: row.account })}</Alert>}
          {promotion.isError && <Alert tone="danger">{errorText(promotion.error)}</Alert>}
          <StyledActions>
            <Button variant="secondary" onClick={() => setMode('nickname')}>
              {t('manage.editNickname')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('mobile')}>
              {t('manage.editMobile')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('password')}>
              {t('manage.resetPassword')}
            </Button>
            {/* A trial account is refused money actions: no transfer or collect button, the reason in words below. */}
            {!trial && (
              <>
                <Button variant="secondary" onClick={() => setMode('transfer')}>
                  {t('manage.transfer')}
                </Button>
                <Button variant="secondary" onClick={() => setMode('collect')}>
                  {t('manage.collect')}
                </Button>
              </>
            )}
            {row.permissions && (
              <Button variant="secondary" onClick={() => setMode('permissions')}>
                {t('permissions.open')}
              </Button>
            )}
            {isMember && !promoted && (
              <Button variant="secondary" onClick={() => setPromoting(true)} loading={promotion.isLoading}>
                {t('manage.promote')}
              </Button>
            )}
          </StyledActions>
          {trial && <TrialRefusal />}
          <ConfirmDialog
            open={promoting}
            title={t('promote.title')}
            message={t('promote.message', { account: row.account })}
            confirmLabel={t('promote.confirm')}
            cancelLabel={t('confirm.cancel')}
            onConfirm={() => void runPromote()}
            onCancel={() => setPromoting(false)}
            loading={promotion.isLoading}
          />
        </>
      )}
      {mode === 'nickname' && <NicknameForm row={row} footer={back} />}
      {mode === 'password' && <PasswordForm row={row} footer={back} />}
      {mode === 'mobile' && <MobileForm row={row} footer={back} />}
      {mode === 'permissions' &&
        row.permissions &&
        (trial ? (
          <TrialRefusal footer={back} />
        ) : (
          <PermissionsForm row={row} current={row.permissions} footer={back} />
        ))}
      {mode === 'transfer' &&
        (trial ? <TrialRefusal footer={back} /> : <MoneyForm direction="send" row={row} footer={back} />)}
      {mode === 'collect' &&
        (trial ? <TrialRefusal footer={back} /> : <MoneyForm direction="collect" row={row} footer={back} />)}
    </Modal>
  );
}

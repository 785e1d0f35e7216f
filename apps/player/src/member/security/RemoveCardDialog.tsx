import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordInput } from '@wl/ui';
import { useCashierDeleteBankCardMutation } from '@wl/api/cashier';
import { FormModal, useMessages, useSingleSubmit, useSuccess } from './parts.tsx';
import { paymentPasswordError } from './rules.ts';

export type Card = {
  id: string;
  bankName: string;
  accountNo: string;
  accountName: string;
  isDefault?: boolean | undefined;
};

/** Remove a bound bank card, once confirmed: the payment password. */
export function RemoveCardDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { errorText } = useMessages();
  const success = useSuccess();
  const [remove] = useCashierDeleteBankCardMutation();
  const { run, pending } = useSingleSubmit();
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = paymentPasswordError(paymentPassword);

  const submit = () => {
    setTried(true);
    if (error) return;
    void run(async () => {
      setServerError(null);
      try {
        await remove({ id: card.id, paymentPassword }).unwrap();
        success('security.bankCards.removed');
        onClose();
      } catch (failure) {
        setServerError(errorText(failure));
      }
    });
  };

  return (
    <FormModal
      open
      title={t('security.bankCards.removeTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t('security.bankCards.removeConfirm')}
      serverError={serverError}
    >
      <p>{t('security.bankCards.removeWithPassword', { bank: card.bankName, accountNo: card.accountNo })}</p>
      <FormField
        label={t('security.bankCards.paymentPassword')}
        error={tried && error ? t(error) : undefined}
        required
      >
        <PasswordInput
          name="paymentPassword"
          autoComplete="off"
          inputMode="numeric"
          value={paymentPassword}
          onChange={(e) => setPaymentPassword(e.target.value)}
        />
      </FormField>
    </FormModal>
  );
}

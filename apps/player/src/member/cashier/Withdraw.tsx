import { PaymentConfirmations } from './PaymentConfirmations.tsx';
import { StyledPage } from './parts.tsx';
import { WithdrawalStatus } from './WithdrawalStatus.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';

/** withdraw: the withdrawal form, the payments waiting for the player's confirmation, and the latest withdrawals. */
export function Withdraw() {
  return (
    <StyledPage>
      <WithdrawForm />
      <PaymentConfirmations />
      <WithdrawalStatus />
    </StyledPage>
  );
}

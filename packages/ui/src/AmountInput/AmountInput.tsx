import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { StyledAllSlot, StyledCurrency, StyledQuickAmounts } from './AmountInput.styles.ts';

export type AmountInputProps = Omit<
  InputProps,
  'type' | 'inputMode' | 'startAdornment' | 'endAdornment' | 'value' | 'onChange'
> & {
  /** The text as typed: kept exactly, whatever its problems, so nothing the player typed is lost. */
  value: string;
  onChange: (text: string) => void;
  /** The tenant's currency symbol, shown before the digits (not read: the field's label says what it is). */
  currencySymbol?: string;
  /** An 'all' button inside the field that fills in everything available. */
  all?: { label: string; onClick: () => void; disabled?: boolean };
};

/** A money amount: a decimal keyboard on phones, the currency symbol, an optional 'all' button. Inside a FormField it takes its label, hint and error. */
export function AmountInput({
  value,
  onChange,
  currencySymbol,
  all,
  disabled,
  autoComplete = 'off',
  ...rest
}: AmountInputProps) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete={autoComplete}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      startAdornment={
        currencySymbol ? <StyledCurrency aria-hidden="true">{currencySymbol}</StyledCurrency> : undefined
      }
      endAdornment={
        all ? (
          <StyledAllSlot>
            <Button size="sm" variant="secondary" onClick={all.onClick} disabled={disabled || all.disabled}>
              {all.label}
            </Button>
          </StyledAllSlot>
        ) : undefined
      }
    />
  );
}

export type QuickAmountsProps = {
  /** Names the group, e.g. 'Quick amounts'. */
  label: string;
  amounts: readonly number[];
  /** The amount chosen now (its button is pressed), if it is one of them. */
  value?: number | undefined;
  onPick: (amount: number) => void;
  /** Each amount as shown (the tenant's currency format). */
  format: (amount: number) => ReactNode;
  disabled?: boolean;
};

/** Fixed amounts to pick with one tap (a deposit channel's quick amounts): toggle buttons in a named group. */
export function QuickAmounts({ label, amounts, value, onPick, format, disabled }: QuickAmountsProps) {
  return (
    <StyledQuickAmounts role="group" aria-label={label}>
      {amounts.map((amount) => {
        const chosen = value === amount;
        return (
          <Button
            key={amount}
            size="sm"
            variant={chosen ? 'primary' : 'secondary'}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => onPick(amount)}
          >
            {format(amount)}
          </Button>
        );
      })}
    </StyledQuickAmounts>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { EyeIcon, EyeOffIcon } from '../internal/icons.tsx';
import { StyledToggleSlot } from './PasswordInput.styles.ts';

export type PasswordInputProps = Omit<InputProps, 'type' | 'endAdornment'> & {
  /** Start with the password shown. */
  defaultVisible?: boolean;
  showLabel?: string;
  hideLabel?: string;
};

export function PasswordInput({
  defaultVisible = false,
  showLabel,
  hideLabel,
  disabled,
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Input
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={rest.autoComplete ?? 'current-password'}
      endAdornment={
        <StyledToggleSlot>
          <IconButton
            size="sm"
            label={visible ? (hideLabel ?? t('hidePassword')) : (showLabel ?? t('showPassword'))}
            aria-pressed={visible}
            disabled={disabled}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => setVisible((v) => !v)}
          />
        </StyledToggleSlot>
      }
    />
  );
}

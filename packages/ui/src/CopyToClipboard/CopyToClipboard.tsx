import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { CopyIcon } from '../internal/icons.tsx';
import { StyledCopy, StyledCopyValue } from './CopyToClipboard.styles.ts';

export type CopyToClipboardProps = {
  /** The text to copy (referral link, account number...). */
  value: string;
  /** Shown instead of the value (e.g. a shortened link); the full value is still copied. */
  display?: ReactNode;
  hideValue?: boolean;
  label?: string;
  /** Words of the success dialog. */
  successTitle?: string;
  successMessage?: ReactNode;
  onCopied?: (value: string) => void;
  /** Injected for tests; defaults to navigator.clipboard.writeText. */
  writeText?: (text: string) => Promise<void>;
};

async function defaultWrite(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers / insecure origins: the hidden-textarea fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Copies a value; success shows a dialog with a confirm button (spec), failure says how to copy by hand. */
export function CopyToClipboard({
  value,
  display,
  hideValue = false,
  label,
  successTitle,
  successMessage,
  onCopied,
  writeText = defaultWrite,
}: CopyToClipboardProps) {
  const { t } = useTranslation('ui');
  const [result, setResult] = useState<'idle' | 'ok' | 'failed'>('idle');
  const copy = async () => {
    try {
      await writeText(value);
      setResult('ok');
      onCopied?.(value);
    } catch {
      setResult('failed');
    }
  };
  const close = () => setResult('idle');
  return (
    <StyledCopy>
      {!hideValue && <StyledCopyValue>{display ?? value}</StyledCopyValue>}
      <Button variant="secondary" startIcon={<CopyIcon />} onClick={() => void copy()}>
        {label ?? t('copy')}
      </Button>
      <Dialog
        open={result !== 'idle'}
        onClose={close}
        tone={result === 'ok' ? 'success' : 'danger'}
        title={result === 'ok' ? (successTitle ?? t('copied')) : t('error')}
        message={result === 'ok' ? (successMessage ?? value) : t('copyFailed')}
        actions={<Button onClick={close}>{t('confirm')}</Button>}
      />
    </StyledCopy>
  );
}

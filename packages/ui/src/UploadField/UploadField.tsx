import { isAllowedImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@wl/domain';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon, UploadIcon } from '../internal/icons.tsx';
import {
  StyledErrors,
  StyledFileInput,
  StyledHint,
  StyledPicker,
  StyledPreview,
  StyledPreviews,
  StyledUpload,
} from './UploadField.styles.ts';

export type UploadRejection = { file: string; reason: 'type' | 'size' | 'count' };

/** Splits picked files into accepted ones (up to the room left) and rejections with a reason (rules: @wl/domain). */
export function checkUploads(
  picked: readonly File[],
  alreadyChosen: number,
  max = UPLOAD_MAX_FILES,
  maxBytes = UPLOAD_MAX_BYTES,
): { accepted: File[]; rejected: UploadRejection[] } {
  const accepted: File[] = [];
  const rejected: UploadRejection[] = [];
  for (const file of picked) {
    if (!isAllowedImage(file)) rejected.push({ file: file.name, reason: 'type' });
    else if (file.size <= 0 || file.size > maxBytes) rejected.push({ file: file.name, reason: 'size' });
    else if (alreadyChosen + accepted.length >= max) rejected.push({ file: file.name, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export type UploadFieldProps = {
  label: ReactNode;
  files: readonly File[];
  onChange: (files: File[]) => void;
  max?: number;
  maxBytes?: number;
  disabled?: boolean;
  hint?: ReactNode;
};

/** Image upload with previews and remove buttons; refuses wrong types, files over 5 MB and a 4th image, saying why. */
export function UploadField({
  label,
  files,
  onChange,
  max = UPLOAD_MAX_FILES,
  maxBytes = UPLOAD_MAX_BYTES,
  disabled = false,
  hint,
}: UploadFieldProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [rejected, setRejected] = useState<UploadRejection[]>([]);
  const previews = useMemo(
    () => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [files],
  );
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);

  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const full = files.length >= max;
  const messages = rejected.map((r) =>
    r.reason === 'type'
      ? t('uploadWrongType', { name: r.file })
      : r.reason === 'size'
        ? t('uploadTooBig', { name: r.file, maxMb })
        : t('uploadTooMany', { max }),
  );

  return (
    <StyledUpload>
      <StyledPicker htmlFor={inputId} $disabled={disabled || full}>
        <UploadIcon />
        <span>{label}</span>
        <StyledHint id={hintId}>{hint ?? t('uploadHint', { maxMb, max })}</StyledHint>
        <StyledFileInput
          id={inputId}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          multiple
          disabled={disabled || full}
          aria-describedby={[hintId, messages.length ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={messages.length ? true : undefined}
          onChange={(e) => {
            const { accepted, rejected: refused } = checkUploads(
              [...(e.target.files ?? [])],
              files.length,
              max,
              maxBytes,
            );
            setRejected(refused);
            if (accepted.length) onChange([...files, ...accepted]);
            e.target.value = '';
          }}
        />
      </StyledPicker>
      {messages.length > 0 && (
        <div id={errorId} role="alert">
          <StyledErrors>
            {[...new Set(messages)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </StyledErrors>
        </div>
      )}
      {files.length > 0 && (
        <StyledPreviews>
          {files.map((file, i) => (
            <StyledPreview key={`${file.name}-${i}`}>
              {previews[i] && <img src={previews[i]} alt={file.name} />}
              <IconButton
                size="sm"
                round
                variant="secondary"
                label={t('removeImage', { name: file.name })}
                icon={<CloseIcon />}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </StyledPreview>
          ))}
        </StyledPreviews>
      )}
    </StyledUpload>
  );
}

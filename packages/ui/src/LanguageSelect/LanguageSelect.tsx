import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../internal/icons.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { Select } from '../Select/Select.tsx';
import { StyledLanguageSelect } from './LanguageSelect.styles.ts';

export type LanguageOption = { code: string; name: string };

export type LanguageSelectProps = {
  /** Languages of the tenant, each named in itself (English, ไทย). */
  languages: readonly LanguageOption[];
  value: string;
  onChange: (code: string) => void;
  label?: string;
};

/** Language choice; the app stores it (keys lang / hisLang) and switches i18n. */
export function LanguageSelect({ languages, value, onChange, label }: LanguageSelectProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <StyledLanguageSelect>
      <GlobeIcon />
      <VisuallyHidden as="label" htmlFor={id}>
        {label ?? t('language')}
      </VisuallyHidden>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        options={languages.map((l) => ({ value: l.code, label: l.name }))}
      />
    </StyledLanguageSelect>
  );
}

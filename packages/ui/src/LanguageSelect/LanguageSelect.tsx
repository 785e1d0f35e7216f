import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../internal/icons.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { Select } from '../Select/Select.tsx';
import { takeEarlyChange } from '../hydration/earlyChanges.ts';
import { StyledLanguageSelect } from './LanguageSelect.styles.ts';

/** The select's name, by which a choice made before it was hydrated is found. */
const EARLY_NAME = 'language';

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
  // A language chosen in the prerendered page before this select was hydrated is taken now (recordEarlyChanges); the
  // select shows it until the language has loaded (a `change` event may still be on its way).
  const [early, setEarly] = useState<string | null>(null);
  useLayoutEffect(() => {
    const chosen = takeEarlyChange(EARLY_NAME);
    if (chosen === undefined || chosen === value) return;
    setEarly(chosen);
    onChange(chosen);
    // Once, as the select hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (early !== null && early === value) setEarly(null);
  return (
    <StyledLanguageSelect>
      <GlobeIcon />
      <VisuallyHidden as="label" htmlFor={id}>
        {label ?? t('language')}
      </VisuallyHidden>
      <Select
        id={id}
        name={EARLY_NAME}
        value={early ?? value}
        onChange={(next) => {
          // The select shows the choice while the language loads (or waits for the page to hydrate).
          setEarly(next === value ? null : next);
          onChange(next);
        }}
        options={languages.map((l) => ({ value: l.code, label: l.name }))}
      />
    </StyledLanguageSelect>
  );
}

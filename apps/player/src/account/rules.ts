import { useMemo } from 'react';
import { useSessionRegisterSettingsQuery } from '@wl/api/session-forms';
import { compileFieldRule, normalizeFieldRule, type CompiledFieldRule } from '@wl/domain';

/** A registration field rule from the platform, compiled once, with its show/required switches. */
export type FieldSetting = { rule: CompiledFieldRule; show: boolean; required: boolean };

/** The platform's registration field rules (cached for the session by the api). */
export function useFieldRules(): { settings: Record<string, FieldSetting>; loaded: boolean } {
  const { data } = useSessionRegisterSettingsQuery();
  const settings = useMemo(() => {
    const out: Record<string, FieldSetting> = {};
    for (const [name, raw] of Object.entries(data ?? {})) {
      out[name] = {
        rule: compileFieldRule(normalizeFieldRule(raw)),
        show: raw.show !== false,
        required: raw.required === true,
      };
    }
    return out;
  }, [data]);
  return { settings, loaded: data !== undefined };
}

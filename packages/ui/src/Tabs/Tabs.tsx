import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { StyledTab, StyledTabList, StyledTabPanel, type TabsVariant } from './Tabs.styles.ts';

export type { TabsVariant };
export type TabItem = { id: string; label: ReactNode; content?: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  variant?: TabsVariant;
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; Tab goes to the panel. */
export function Tabs({ items, value, onChange, label, variant = 'line' }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = items.filter((i) => !i.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((i) => i.id === value);
    const last = enabled.length - 1;
    const next = {
      ArrowRight: index + 1 > last ? 0 : index + 1,
      ArrowLeft: index - 1 < 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = enabled[next];
    if (!target) return;
    onChange(target.id);
    refs.current[target.id]?.focus();
  };

  const selected = items.find((i) => i.id === value);
  return (
    <div>
      <StyledTabList role="tablist" aria-label={label} $variant={variant} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === value;
          return (
            <StyledTab
              key={item.id}
              ref={(el) => {
                refs.current[item.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={item.content !== undefined ? `${baseId}-panel-${item.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              $variant={variant}
              $selected={isSelected}
              onClick={() => onChange(item.id)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {selected?.content !== undefined && (
        <StyledTabPanel
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
        >
          {selected.content}
        </StyledTabPanel>
      )}
    </div>
  );
}

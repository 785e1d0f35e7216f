import { useState } from 'react';
import { useSession } from '@wl/app-shell';
import { StyledBar, StyledRecords, StyledStatus } from '@wl/app-shell/records';
import { Button, SkeletonGroup, Tabs } from '@wl/ui';
import { DownlineList } from './parts/downline/DownlineList.tsx';
import { ENVELOPE_MAX, type DownlineRow } from './parts/downline/downlineRow.ts';
import { Branch, StyledTree } from './parts/downline/DownlineTree.tsx';
import { ManageDialog } from './parts/downline/ManageDialog.tsx';
import { RedEnvelopeDialog } from './parts/downline/RedEnvelopeDialog.tsx';
import { TrialRefusal } from './parts/downline/TrialRefusal.tsx';
import { useAgentText } from './parts/useAgentText.ts';

const VIEWS = ['list', 'tree'] as const;
type View = (typeof VIEWS)[number];

/**
 * Downline management (`downlineManagmentView`): the agent's downline as a searchable, paged list (level, type,
 * balance, last login, status) or as a tree opened one account at a time; a downline's label, password, promotion
 * to agent and a transfer to it; a red envelope to the downlines ticked in the list.
 */
export default function DownlineManagement() {
  const { t } = useAgentText();
  const session = useSession();
  const [view, setView] = useState<View>('list');
  const [open, setOpen] = useState<DownlineRow | null>(null);
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [envelope, setEnvelope] = useState(false);
  const toggle = (row: DownlineRow, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(row.id, row.account);
      else next.delete(row.id);
      return next;
    });

  return (
    <StyledRecords>
      {/* A trial account is refused money actions: no red envelope to choose downlines for, the reason in words. */}
      {session.isTrial ? (
        <TrialRefusal />
      ) : (
        <StyledBar>
          <StyledStatus role="status">{t('downline.selected', { count: selected.size })}</StyledStatus>
          <div>
            {selected.size > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                {t('downline.clearSelection')}
              </Button>
            )}
            <Button size="sm" onClick={() => setEnvelope(true)} disabled={selected.size === 0}>
              {t('envelope.open', { count: selected.size })}
            </Button>
          </div>
        </StyledBar>
      )}
      {selected.size > ENVELOPE_MAX && (
        <StyledStatus>{t('envelope.tooMany', { max: ENVELOPE_MAX })}</StyledStatus>
      )}
      <Tabs
        label={t('downline.views')}
        value={view}
        onChange={(id) => setView(id as View)}
        items={VIEWS.map((id) => ({
          id,
          label: t(`downline.view.${id}`),
          content:
            id !== view ? null : id === 'list' ? (
              <DownlineList
                selected={selected}
                onToggle={toggle}
                onOpen={setOpen}
                choose={!session.isTrial}
              />
            ) : session.member ? (
              <StyledTree aria-label={t('downline.treeLabel')}>
                <Branch parentId={String(session.member.id)} onOpen={setOpen} />
              </StyledTree>
            ) : (
              <SkeletonGroup lines={3} label={t('state.loading')} />
            ),
        }))}
      />
      {open && (
        <ManageDialog key={open.id} row={open} trial={session.isTrial} onClose={() => setOpen(null)} />
      )}
      {envelope && (
        <RedEnvelopeDialog
          recipients={selected}
          trial={session.isTrial}
          onRemove={(id) =>
            setSelected((s) => {
              const next = new Map(s);
              next.delete(id);
              return next;
            })
          }
          onSent={() => setSelected(new Map())}
          onClose={() => setEnvelope(false)}
        />
      )}
    </StyledRecords>
  );
}

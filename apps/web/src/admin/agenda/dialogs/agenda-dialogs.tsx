import type { Service } from '../../../api/services.ts';
import type { AgendaModel } from '../model/agenda-model.ts';
import type { useAgendaInteractions } from '../use-agenda-interactions.ts';
import { BlockDialog } from './block-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { EditPanel } from './edit-panel.tsx';
import { proposalChange, RescheduleDialog } from './reschedule-dialog.tsx';

interface AgendaDialogsProps {
  orgId: string;
  tz: string;
  model: AgendaModel | undefined;
  services: readonly Service[];
  ui: ReturnType<typeof useAgendaInteractions>;
  now: number;
}

/** The agenda's dialogs (docs/product.md#agenda-details-and-edit-panel): appointment details, block details, reschedule confirmation; and the edit panel. */
export function AgendaDialogs({ orgId, tz, model, services, ui, now }: AgendaDialogsProps) {
  return (
    <>
      <DetailsDialog
        orgId={orgId}
        tz={tz}
        target={ui.details}
        now={now}
        onClose={ui.closeDetails}
        onEdit={ui.editFromDetails}
      />
      <EditPanel orgId={orgId} request={ui.panel} model={model} services={services} onClose={ui.closePanel} />
      <BlockDialog block={ui.block} tz={tz} onClose={ui.closeBlock} />
      <RescheduleDialog
        change={ui.proposal && proposalChange(ui.proposal, model?.week.days ?? [])}
        saving={ui.saving}
        onConfirm={ui.confirmProposal}
        onCancel={ui.cancelProposal}
      />
    </>
  );
}

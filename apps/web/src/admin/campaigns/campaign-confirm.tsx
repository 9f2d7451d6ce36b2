import { type CampaignPreview, campaignParams, fillTemplate } from '@recepta/domain';
import { Send } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog.tsx';

export interface CampaignToConfirm {
  templateText: string;
  params: string[];
  audience: CampaignPreview;
  /** The clinic's wall time it goes out at ("15 de enero de 2027, 09:00"), absent when now. */
  sendAtText?: string;
}

interface CampaignConfirmProps {
  campaign: CampaignToConfirm | null;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The last look before a campaign goes out (docs/product.md#campaigns): how many patients receive
 * it, when, and its first message as that patient will read it. Cancelar has the focus: a campaign
 * cannot be called back.
 */
export function CampaignConfirm({ campaign, pending, onCancel, onConfirm }: CampaignConfirmProps) {
  const count = campaign?.audience.count ?? 0;
  const first = campaign?.audience.sample[0];
  const later = campaign?.sendAtText !== undefined;
  const patients = `${count} ${count === 1 ? 'paciente' : 'pacientes'}`;
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent
        title={later ? '¿Programar la campaña?' : '¿Enviar la campaña ahora?'}
        description={
          count === 0
            ? 'Ningún paciente cumple esta condición: no hay a quién enviarla.'
            : later
              ? `${count === 1 ? 'La recibirá 1 paciente' : `La recibirán ${patients}`} el ${campaign?.sendAtText}.`
              : `${count === 1 ? 'La recibirá 1 paciente' : `La recibirán ${patients}`} ahora. Una vez enviada no se puede deshacer.`
        }
        hideClose={pending}
      >
        {campaign && first && (
          <figure className="mt-4">
            <figcaption className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
              Así lo leerá {first.name}
            </figcaption>
            <p className="rounded-2xl rounded-tl-sm bg-emerald-50 px-4 py-3 text-sm whitespace-pre-wrap text-slate-900 dark:bg-emerald-950/50 dark:text-slate-100">
              {fillTemplate(campaign.templateText, campaignParams(campaign.params, first.name))}
            </p>
          </figure>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending} data-autofocus>
              Cancelar
            </Button>
          </DialogClose>
          <Button loading={pending} disabled={count === 0} onClick={onConfirm}>
            <Send className="size-4" aria-hidden />
            {later ? `Programar para ${patients}` : `Enviar a ${patients}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

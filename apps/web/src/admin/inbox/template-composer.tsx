import { fillTemplate, templateVariables } from '@recepta/domain';
import { useId, useState } from 'react';
import { useTemplates } from '../../api/templates.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

interface TemplateComposerProps {
  orgId: string;
  /** Sends the template with one value per variable. */
  onSend: (templateId: string, params: string[]) => Promise<unknown>;
  sending: boolean;
  submitLabel?: string;
}

/**
 * Writing with an approved template (docs/product.md#inbox): the only way WhatsApp lets a clinic
 * write first, or after 24 hours of silence. Pick a template, fill each {{n}}, read the preview.
 */
export function TemplateComposer({ orgId, onSend, sending, submitLabel = 'Enviar plantilla' }: TemplateComposerProps) {
  const templates = useTemplates(orgId);
  const ready = (templates.data ?? []).filter((t) => t.status === 'ready');
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<Record<number, string>>({});
  const id = useId();
  const template = ready.find((t) => t.id === templateId);
  const variables = template ? templateVariables(template.text) : [];
  const params = variables.map((n) => values[n]?.trim() ?? '');
  const complete = template !== undefined && params.every((p) => p !== '');

  if (templates.isSuccess && ready.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        No hay plantillas aprobadas. Crea una en Plantillas y envíala a aprobación.
      </p>
    );
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) void onSend(template.id, params).then(() => setValues({}));
      }}
    >
      <div>
        <label htmlFor={`${id}-template`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Plantilla
        </label>
        <Select id={`${id}-template`} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          <option value="">Elige una plantilla aprobada</option>
          {ready.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </div>
      {variables.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {variables.map((n) => (
            <div key={n}>
              <label htmlFor={`${id}-v${n}`} className="mb-1 block text-sm text-slate-700 dark:text-slate-300">
                Valor de {`{{${n}}}`}
              </label>
              <Input
                id={`${id}-v${n}`}
                value={values[n] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [n]: e.target.value }))}
              />
            </div>
          ))}
        </div>
      )}
      {template && (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Vista previa</p>
          <p
            data-testid="template-preview"
            className="rounded-lg bg-[#d9fdd3] px-3 py-2 text-sm whitespace-pre-wrap text-[#111b21] dark:bg-[#005c4b] dark:text-[#e9edef]"
          >
            {fillTemplate(
              template.text,
              params.map((p, i) => p || `{{${variables[i]}}}`),
            )}
          </p>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!complete} loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

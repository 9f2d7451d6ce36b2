import {
  defaultReminderTemplateName,
  formatReminderOffset,
  type ReminderTemplateChoice,
  reminderVariables,
} from '@recepta/domain';
import { useTemplates } from '../../api/templates.ts';
import { Select } from '../../ui/select.tsx';

interface ReminderTemplatesProps {
  orgId: string;
  frequencies: number[];
  value: ReminderTemplateChoice[];
  onChange(value: ReminderTemplateChoice[]): void;
}

/**
 * Which template each reminder frequency is sent with (docs/product.md#reminders): the seeded one by
 * default (reminder_24h from 12 hours ahead, reminder_2h for shorter ones) or any Utility template.
 * One not approved yet is listed with its state: reminders skip it until it is.
 */
export function ReminderTemplates({ orgId, frequencies, value, onChange }: ReminderTemplatesProps) {
  const templates = useTemplates(orgId);
  const utility = (templates.data ?? []).filter((t) => t.category === 'Utility');
  if (frequencies.length === 0) return null;
  const choose = (offsetMin: number, templateId: string) =>
    onChange(
      [...value.filter((c) => c.offsetMin !== offsetMin), ...(templateId ? [{ offsetMin, templateId }] : [])].sort(
        (a, b) => a.offsetMin - b.offsetMin,
      ),
    );
  return (
    <fieldset className="mt-6 space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Plantilla de cada recordatorio</legend>
      {[...frequencies]
        .sort((a, b) => b - a)
        .map((offsetMin) => {
          const id = `reminder-template-${offsetMin}`;
          const label = formatReminderOffset(offsetMin);
          return (
            <div key={offsetMin} className="grid items-center gap-2 sm:grid-cols-[10rem_1fr]">
              <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
                {label}
              </label>
              <Select
                id={id}
                value={value.find((c) => c.offsetMin === offsetMin)?.templateId ?? ''}
                onChange={(e) => choose(offsetMin, e.target.value)}
              >
                <option value="">{defaultReminderTemplateName(offsetMin)} (predeterminada)</option>
                {utility.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                    {t.status === 'ready' ? '' : ' (sin aprobar)'}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Variables: {reminderVariables.map((name, i) => `{{${i + 1}}} ${name.toLowerCase()}`).join(', ')}.
      </p>
    </fieldset>
  );
}

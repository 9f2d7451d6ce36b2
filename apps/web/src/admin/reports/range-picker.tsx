import {
  type ReportGrouping,
  type ReportPreset,
  reportGroupingLabels,
  reportGroupings,
  reportPresetLabels,
  reportPresets,
} from '@recepta/domain';
import { clsx } from 'clsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import type { ReportPeriodState } from './use-report-period.ts';

/**
 * The period (six presets as chips that wrap on a phone, custom days below) and the chart's
 * grouping. Native radios, so arrow keys and screen readers work as usual.
 */
export function RangePicker({ state }: { state: ReportPeriodState }) {
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Periodo</legend>
        <div className="flex flex-wrap gap-2">
          {reportPresets.map((preset) => (
            <PresetChip key={preset} preset={preset} checked={state.preset === preset} onPick={state.setPreset} />
          ))}
        </div>
      </fieldset>
      <Segmented<ReportGrouping>
        legend="Agrupar por"
        options={reportGroupings.map((value) => ({ value, label: reportGroupingLabels[value] }))}
        value={state.groupBy}
        inputProps={{ name: 'report-group', onChange: (e) => state.setGroupBy(e.target.value as ReportGrouping) }}
      />
      {state.preset === 'custom' && (
        <div className="flex w-full flex-wrap items-start gap-3">
          <Field label="Desde" className="w-full sm:w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={state.custom.first}
                onChange={(e) => state.setCustom({ ...state.custom, first: e.target.value })}
              />
            )}
          </Field>
          <Field label="Hasta" className="w-full sm:w-44" error={state.customError}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={state.custom.last}
                onChange={(e) => state.setCustom({ ...state.custom, last: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}

function PresetChip({
  preset,
  checked,
  onPick,
}: {
  preset: ReportPreset;
  checked: boolean;
  onPick: (preset: ReportPreset) => void;
}) {
  return (
    <label className="relative">
      <input
        type="radio"
        name="report-preset"
        value={preset}
        checked={checked}
        onChange={() => onPick(preset)}
        className="peer sr-only"
      />
      <span
        className={clsx(
          'flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors select-none',
          'border-slate-300 bg-white text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
          'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
          'dark:peer-checked:border-brand-500 dark:peer-checked:bg-brand-800 dark:peer-checked:text-white',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 dark:peer-focus-visible:ring-offset-slate-950',
        )}
      >
        {reportPresetLabels[preset]}
      </span>
    </label>
  );
}

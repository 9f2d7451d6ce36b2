import { type CountryCode, formatPhoneForPeople } from '@recepta/domain';
import { UserPlus, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { PatientSearch } from '../../../ui/patient-search.tsx';
import { customerName, customerPhone } from '../model/appointment-text.ts';
import { NewPatient } from './new-patient.tsx';

/** The patient as the panel shows it once chosen. */
export interface KnownPatient {
  id: string;
  name: string;
  phone: string;
}

interface PatientFieldProps {
  orgId: string;
  home: CountryCode | undefined;
  /** The chosen patient, or null. */
  value: KnownPatient | null;
  onChange(patient: KnownPatient | null): void;
  /** The field was left: its message may show. */
  onBlur(): void;
  error: string | undefined;
  /** An appointment saved without a patient may stay so: 'Sin paciente' is then offered. */
  allowNone: boolean;
}

/**
 * "Paciente", the booking panel's first field (docs/product.md#agenda-details-and-edit-panel): the
 * chosen patient with "Cambiar"; or a search that offers matches as one types, and "Nuevo paciente"
 * to create one right here and choose it.
 */
export function PatientField({ orgId, home, value, onChange, onBlur, error, allowNone }: PatientFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);

  const choose = (patient: KnownPatient) => {
    setCreating(false);
    setText('');
    onChange(patient);
  };

  let body: React.ReactNode;
  if (value) {
    body = (
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 dark:border-slate-700 dark:bg-slate-800/60">
        <UserRound className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <p id={id} className="truncate text-sm font-medium text-slate-900 dark:text-slate-50">
            {customerName(value)}
          </p>
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
            {value.phone ? formatPhoneForPeople(value.phone, home) : customerPhone(value)}
          </p>
        </div>
        <Button size="sm" variant="secondary" aria-describedby={id} onClick={() => onChange(null)}>
          Cambiar
        </Button>
      </div>
    );
  } else if (creating) {
    body = <NewPatient orgId={orgId} home={home} typed={text} onChosen={choose} onCancel={() => setCreating(false)} />;
  } else {
    body = (
      <div className="space-y-2">
        <PatientSearch
          orgId={orgId}
          home={home}
          id={id}
          text={text}
          onText={setText}
          onPick={choose}
          onBlur={onBlur}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        <div className="flex flex-wrap items-center gap-x-3">
          <Button size="sm" variant="ghost" className="-ml-2" onClick={() => setCreating(true)}>
            <UserPlus className="size-4" aria-hidden />
            Nuevo paciente
          </Button>
          {allowNone && <span className="text-xs text-slate-600 dark:text-slate-400">Sin paciente por ahora.</span>}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-1.5 sm:col-span-2">
      {value ? (
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Paciente</p>
      ) : (
        !creating && (
          <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Paciente
          </label>
        )
      )}
      {body}
      {error && !value && !creating && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

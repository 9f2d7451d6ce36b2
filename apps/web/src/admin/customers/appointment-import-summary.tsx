import {
  type AppointmentColumnsInput,
  type AppointmentImportField,
  type AppointmentImportResultWire,
  appointmentFieldLabels,
  appointmentImportFields,
} from '@recepta/domain';
import { Select } from '../../ui/select.tsx';

const SHOWN_ERRORS = 20;

/**
 * What a dry run of an appointments file found (docs/privacy.md#importing-appointments): each
 * field's column, which the clinic may change (the dry run runs again), the first rows as read,
 * and the rows that would not be imported with their reason.
 */
export function AppointmentImportSummary({
  result,
  columns,
  onColumns,
}: {
  result: AppointmentImportResultWire;
  columns: AppointmentColumnsInput;
  onColumns: (next: AppointmentColumnsInput) => void;
}) {
  const choose = (field: AppointmentImportField, header: string) => {
    const next = { ...columns };
    if (header) next[field] = header;
    else delete next[field];
    onColumns(next);
  };
  const shown = appointmentImportFields.filter((f) => result.mapping[f] !== undefined);
  return (
    <div className="space-y-3 text-sm text-slate-800 dark:text-slate-200">
      <p role="status">
        {result.rows} filas: se crearán <strong>{result.created}</strong> citas
        {result.patientsCreated > 0 && ` y ${result.patientsCreated} pacientes nuevos`} · {result.errors.length} con
        errores.
      </p>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-1 font-medium">Columnas</legend>
        {appointmentImportFields.map((field) => (
          <div key={field}>
            <span className="text-slate-600 dark:text-slate-400" aria-hidden>
              {appointmentFieldLabels[field]}
            </span>
            <Select
              value={result.mapping[field] ?? ''}
              onChange={(e) => choose(field, e.target.value)}
              aria-label={`Columna de ${appointmentFieldLabels[field]}`}
            >
              <option value="">— ninguna —</option>
              {[...new Set(result.headers)].map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </fieldset>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Primeras filas</caption>
          <thead>
            <tr className="text-slate-600 dark:text-slate-400">
              <th className="pr-3">Fila</th>
              {shown.map((field) => (
                <th key={field} className="pr-3">
                  {appointmentFieldLabels[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.preview.map((p) => (
              <tr key={p.row}>
                <td className="pr-3">{p.row}</td>
                {shown.map((field) => (
                  <td key={field} className="truncate pr-3">
                    {p.cells[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.errors.length > 0 && (
        <details open>
          <summary className="cursor-pointer">Errores (no se importan)</summary>
          <ul className="mt-1 space-y-1 text-red-700 dark:text-red-400">
            {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
              <li key={`${e.row}-${e.field}`}>
                Fila {e.row}: {e.message}
              </li>
            ))}
            {result.errors.length > SHOWN_ERRORS && <li>… y {result.errors.length - SHOWN_ERRORS} más</li>}
          </ul>
        </details>
      )}
    </div>
  );
}

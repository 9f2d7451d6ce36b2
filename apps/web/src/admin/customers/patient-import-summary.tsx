import type { ImportResultWire } from '@recepta/domain';

const fieldNames: Record<string, string> = {
  name: 'Nombre',
  firstName: 'Nombre (pila)',
  lastName: 'Apellidos',
  phone: 'Teléfono',
  email: 'Correo',
  notes: 'Notas',
};
const SHOWN_ERRORS = 20;

/** What a dry run of a patients file found: counts, the columns read, the first rows, duplicates and errors. */
export function PatientImportSummary({ result }: { result: ImportResultWire }) {
  return (
    <div className="space-y-3 text-sm text-slate-800 dark:text-slate-200">
      <p role="status">
        {result.rows} filas: se crearán <strong>{result.created}</strong> pacientes · {result.duplicates.length}{' '}
        duplicados · {result.errors.length} con errores.
      </p>
      <p>
        Columnas:{' '}
        {Object.entries(result.mapping)
          .map(([field, header]) => `${fieldNames[field] ?? field} ← «${header}»`)
          .join(' · ')}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Primeras filas</caption>
          <thead>
            <tr className="text-slate-600 dark:text-slate-400">
              <th className="pr-3">Fila</th>
              <th className="pr-3">Nombre</th>
              <th className="pr-3">Teléfono</th>
              <th>Notas</th>
            </tr>
          </thead>
          <tbody>
            {result.preview.map((p) => (
              <tr key={p.row}>
                <td className="pr-3">{p.row}</td>
                <td className="pr-3">{p.name}</td>
                <td className="pr-3">{p.phone}</td>
                <td className="truncate">{p.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.duplicates.length > 0 && (
        <details>
          <summary className="cursor-pointer">Duplicados (no se importan)</summary>
          <ul className="mt-1 space-y-1">
            {result.duplicates.slice(0, SHOWN_ERRORS).map((d) => (
              <li key={d.row}>
                Fila {d.row}: {d.name} {d.phone} — {d.existing ? 'ya es paciente' : 'repetido en el archivo'}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.errors.length > 0 && (
        <details open>
          <summary className="cursor-pointer">Errores</summary>
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

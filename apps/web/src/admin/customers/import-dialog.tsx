import type { ImportResultWire } from '@recepta/domain';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import { useImportCustomers, useUndoImport } from '../../api/privacy.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../ui/dialog.tsx';

const fieldNames: Record<string, string> = {
  name: 'Nombre',
  firstName: 'Nombre (pila)',
  lastName: 'Apellidos',
  phone: 'Teléfono',
  email: 'Correo',
  notes: 'Notas',
};
const SHOWN_ERRORS = 20;

/**
 * "Importar pacientes" on the patients page (docs/privacy.md#importing-patients): choose a CSV or
 * Excel file, see the columns found, the first rows and what a dry run counts, import, and undo
 * within 24 hours.
 */
export function ImportDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportResultWire | null>(null);
  const [done, setDone] = useState<ImportResultWire | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useImportCustomers(orgId);
  const undo = useUndoImport(orgId);

  const reset = () => {
    setFile(null);
    setCheck(null);
    setDone(null);
    setProblem(null);
  };
  const choose = (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    run.mutate(
      { file: chosen, dryRun: true },
      { onSuccess: setCheck, onError: (e) => setProblem(refusalMessage(e) ?? 'No se pudo leer el archivo') },
    );
  };
  const confirm = () =>
    file &&
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (answer) => {
          setDone(answer);
          toast.success(`${answer.created} pacientes importados`);
        },
        onError: (e) => setProblem(refusalMessage(e) ?? 'No se pudo importar'),
      },
    );
  const revert = () =>
    done?.id &&
    undo.mutate(done.id, {
      onSuccess: (answer) => {
        toast.success(`Importación deshecha: ${answer.deleted} pacientes eliminados`);
        reset();
      },
      onError: (e) => toast.error(refusalMessage(e) ?? 'No se pudo deshacer'),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && !done) reset();
      }}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload className="size-4" aria-hidden />
        Importar pacientes
      </Button>
      <DialogContent
        title="Importar pacientes"
        description="Un archivo CSV o Excel (.xlsx) con una fila de títulos: nombre, teléfono y, si quieres, correo y notas. También sirve la exportación de Google Contactos."
        className="max-w-2xl"
      >
        <div className="space-y-4">
          <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Archivo
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block w-full text-sm"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          {run.isPending && <p className="text-sm text-slate-600 dark:text-slate-400">Revisando el archivo…</p>}
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          {check && !done && <Summary result={check} />}
          {done && (
            <p className="text-sm text-slate-800 dark:text-slate-200" role="status">
              Se importaron {done.created} pacientes.
              {done.undoUntil && ` Puedes deshacerlo hasta el ${formatDateTime(done.undoUntil)}.`}
            </p>
          )}
        </div>
        <DialogFooter>
          {done?.id ? (
            <Button variant="secondary" loading={undo.isPending} onClick={revert}>
              Deshacer importación
            </Button>
          ) : (
            <Button disabled={!check || check.created === 0} loading={run.isPending && !!check} onClick={confirm}>
              {check ? `Importar ${check.created} pacientes` : 'Importar'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Summary({ result }: { result: ImportResultWire }) {
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

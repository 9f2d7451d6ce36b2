import {
  type AppointmentColumnsInput,
  type AppointmentImportResultWire,
  type ImportPreset,
  type ImportResultWire,
  importPresetLabels,
  importPresets,
} from '@recepta/domain';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import { useImportAppointments, useImportCustomers, useUndoImport } from '../../api/privacy.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../ui/dialog.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { Select } from '../../ui/select.tsx';
import { AppointmentImportSummary } from './appointment-import-summary.tsx';
import { PatientImportSummary } from './patient-import-summary.tsx';

type Kind = 'customers' | 'appointments';
type Answer =
  | { kind: 'customers'; result: ImportResultWire }
  | { kind: 'appointments'; result: AppointmentImportResultWire };

/**
 * "Importar" on the patients page (docs/privacy.md#importing-patients): patients or future
 * appointments from a CSV, Excel (.xlsx) or Recepta export (.zip) file. Choose the kind (and, for
 * patients, the format of the system the file comes from), see the columns found — for
 * appointments, change them —, the first rows and what a dry run counts, import, and undo within
 * 24 hours.
 */
export function ImportDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('customers');
  const [preset, setPreset] = useState<ImportPreset>('generic');
  const [columns, setColumns] = useState<AppointmentColumnsInput>({});
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Answer | null>(null);
  const [done, setDone] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const patients = useImportCustomers(orgId);
  const appointments = useImportAppointments(orgId);
  const undo = useUndoImport(orgId);
  const pending = patients.isPending || appointments.isPending;
  const presetId = useId();

  const reset = () => {
    setFile(null);
    setCheck(null);
    setDone(null);
    setProblem(null);
    setColumns({});
  };
  /** A dry run (or the import itself) of `chosen` with the present choices. */
  const run = (
    chosen: File,
    dryRun: boolean,
    options: { kind: Kind; preset: ImportPreset; columns: AppointmentColumnsInput },
  ) => {
    setProblem(null);
    const fail = (e: unknown) =>
      setProblem(refusalMessage(e) ?? (dryRun ? 'No se pudo leer el archivo' : 'No se pudo importar'));
    const settle = (answer: Answer) => {
      if (dryRun) return setCheck(answer);
      setDone(answer);
      toast.success(
        answer.kind === 'customers'
          ? `${answer.result.created} pacientes importados`
          : `${answer.result.created} citas importadas`,
      );
    };
    if (options.kind === 'customers') {
      patients.mutate(
        { file: chosen, dryRun, preset: options.preset },
        { onSuccess: (result) => settle({ kind: 'customers', result }), onError: fail },
      );
    } else {
      appointments.mutate(
        { file: chosen, dryRun, columns: options.columns },
        { onSuccess: (result) => settle({ kind: 'appointments', result }), onError: fail },
      );
    }
  };
  const choose = (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    run(chosen, true, { kind, preset, columns: {} });
  };
  const rerun = (next: { kind?: Kind; preset?: ImportPreset; columns?: AppointmentColumnsInput }) => {
    const options = { kind, preset, columns, ...next };
    if (next.kind) options.columns = {};
    setKind(options.kind);
    setPreset(options.preset);
    setColumns(options.columns);
    setCheck(null);
    if (file && !done) run(file, true, options);
  };
  const revert = () =>
    done?.result.id &&
    undo.mutate(done.result.id, {
      onSuccess: (answer) => {
        toast.success(
          answer.appointments > 0
            ? `Importación deshecha: ${answer.appointments} citas y ${answer.deleted} pacientes eliminados`
            : `Importación deshecha: ${answer.deleted} pacientes eliminados`,
        );
        reset();
      },
      onError: (e) => toast.error(refusalMessage(e) ?? 'No se pudo deshacer'),
    });
  const what = kind === 'customers' ? 'pacientes' : 'citas';

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
        Importar
      </Button>
      <DialogContent
        title="Importar pacientes o citas"
        description="Un archivo CSV o Excel (.xlsx) con una fila de títulos, o el ZIP que exporta Recepta. Pacientes: nombre, teléfono y, si quieres, correo y notas. Citas futuras: fecha, hora, servicio, profesional y teléfono (y nombre, si el paciente es nuevo)."
        className="max-w-2xl"
      >
        <div className="space-y-4">
          <Segmented<Kind>
            legend="Qué importas"
            options={[
              { value: 'customers', label: 'Pacientes' },
              { value: 'appointments', label: 'Citas futuras' },
            ]}
            value={kind}
            inputProps={{ name: 'import-kind', onChange: (e) => rerun({ kind: e.target.value as Kind }) }}
          />
          {kind === 'customers' && (
            <div className="text-sm font-medium text-slate-800 dark:text-slate-200">
              <label htmlFor={presetId}>Formato del archivo</label>
              <Select
                id={presetId}
                className="mt-1"
                value={preset}
                onChange={(e) => rerun({ preset: e.target.value as ImportPreset })}
              >
                {importPresets.map((p) => (
                  <option key={p} value={p}>
                    {importPresetLabels[p]}
                  </option>
                ))}
              </Select>
              <span className="mt-1 block font-normal text-slate-600 dark:text-slate-400">
                AgendaPro y Doctoralia no publican el formato de sus exportaciones: elige «Genérico» y revisa las
                columnas encontradas.
              </span>
            </div>
          )}
          <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Archivo
            <input
              type="file"
              accept=".csv,.xlsx,.zip,text/csv,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block w-full text-sm"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          {pending && <p className="text-sm text-slate-600 dark:text-slate-400">Revisando el archivo…</p>}
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          {check?.kind === 'customers' && !done && <PatientImportSummary result={check.result} />}
          {check?.kind === 'appointments' && !done && (
            <AppointmentImportSummary
              result={check.result}
              columns={columns}
              onColumns={(next) => rerun({ columns: next })}
            />
          )}
          {done && (
            <p className="text-sm text-slate-800 dark:text-slate-200" role="status">
              {done.kind === 'customers'
                ? `Se importaron ${done.result.created} pacientes.`
                : `Se importaron ${done.result.created} citas y ${done.result.patientsCreated} pacientes nuevos.`}
              {done.result.undoUntil && ` Puedes deshacerlo hasta el ${formatDateTime(done.result.undoUntil)}.`}
            </p>
          )}
        </div>
        <DialogFooter>
          {done?.result.id ? (
            <Button variant="secondary" loading={undo.isPending} onClick={revert}>
              Deshacer importación
            </Button>
          ) : (
            <Button
              disabled={!check || !file || check.result.created === 0}
              loading={pending && !!check}
              onClick={() => file && run(file, false, { kind, preset, columns })}
            >
              {check ? `Importar ${check.result.created} ${what}` : 'Importar'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

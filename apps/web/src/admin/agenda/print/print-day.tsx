import { type CountryCode, countryForZone } from '@recepta/domain';
import { createPortal } from 'react-dom';
import type { AgendaModel } from '../model/agenda-model.ts';
import { longDateWithYear } from '../model/week-label.ts';
import './print-day.css';
import { type PrintSection, printSections } from './print-sections.ts';

interface PrintDayProps {
  model: AgendaModel;
  /** 0 = Monday of the week in view. */
  day: number;
  clinic: string;
}

/**
 * What "Imprimir" puts on paper (docs/product.md#printed-day): one page per professional with the
 * day's appointments (time, patient, phone, service, notes), headed by the clinic's name, the date
 * in Spanish and the professional. Drawn beside the app (a portal on <body>) and shown only by print
 * CSS, which hides everything else.
 */
export function PrintDay({ model, day, clinic }: PrintDayProps) {
  const date = model.week.days[day] ?? model.week.days[0] ?? '';
  const home: CountryCode | undefined = countryForZone(model.tz);
  const sections = printSections(model.byDay[day] ?? [], model.resources, home);
  const title = longDateWithYear(date);
  const heading = `${title.charAt(0).toUpperCase()}${title.slice(1)}`;
  return createPortal(
    <div className="print-sheet" data-testid="print-day">
      {sections.length === 0 ? (
        <section className="print-page">
          <PageHeader clinic={clinic} date={heading} />
          <p>Sin citas para este día.</p>
        </section>
      ) : (
        sections.map((section) => (
          <ProfessionalPage key={section.resourceId} section={section} clinic={clinic} date={heading} />
        ))
      )}
    </div>,
    document.body,
  );
}

function PageHeader({ clinic, date, professional }: { clinic: string; date: string; professional?: string }) {
  return (
    <header className="print-header">
      <div>
        <p className="print-clinic">{clinic}</p>
        <h1 className="print-title">{professional ?? 'Agenda del día'}</h1>
      </div>
      <p className="print-date">{date}</p>
    </header>
  );
}

function ProfessionalPage({ section, clinic, date }: { section: PrintSection; clinic: string; date: string }) {
  const count = section.rows.length;
  return (
    <section className="print-page" aria-label={section.resourceName}>
      <PageHeader clinic={clinic} date={date} professional={section.resourceName} />
      <table className="print-table">
        <thead>
          <tr>
            <th className="print-col-time">Hora</th>
            <th className="print-col-patient">Paciente</th>
            <th className="print-col-phone">Teléfono</th>
            <th className="print-col-service">Servicio</th>
            <th>Notas</th>
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.id}>
              <td className="print-num">{row.time}</td>
              <td>
                <strong>{row.patient}</strong>
                {row.status && <div className="print-small">{row.status}</div>}
              </td>
              <td className="print-num">{row.phone || '—'}</td>
              <td>{row.service}</td>
              <td className="print-notes">{row.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-count">{count === 1 ? '1 cita' : `${count} citas`}</p>
    </section>
  );
}

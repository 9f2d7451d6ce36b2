/**
 * The bench's peer of the agenda (bench/agenda-load.ts): the same week drawn by FullCalendar's
 * React time-grid week, editable (drag and resize), every event in the DOM. Its data is the very
 * answer GET /api/agenda gave for that week, with the professionals' colours, served as one
 * static file by the bench's own server: the peer pays for no session, guard or database, so the
 * comparison favours it.
 */
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/** GET /api/agenda's answer for the week (docs/api.md#scheduling), and the week's Monday. */
interface Week {
  monday: string;
  items: {
    id: string;
    start: string;
    end: string;
    service: { name: string };
    resource: { backgroundColor: string; textColor: string };
    customer: { name: string } | null;
  }[];
}

// Asked for as the module starts, like the agenda's route loader does.
const week = fetch('./week.json').then((res) => res.json() as Promise<Week>);
const root = createRoot(document.getElementById('root') as HTMLElement);

week.then(({ monday, items }) => {
  const events = items.map((a) => ({
    id: a.id,
    title: `${a.customer?.name ?? ''} · ${a.service.name}`,
    start: a.start,
    end: a.end,
    backgroundColor: a.resource.backgroundColor,
    borderColor: a.resource.backgroundColor,
    textColor: a.resource.textColor,
  }));
  root.render(
    createElement(FullCalendar, {
      plugins: [timeGridPlugin, interactionPlugin],
      initialView: 'timeGridWeek',
      initialDate: monday,
      firstDay: 1,
      locale: 'es',
      editable: true,
      allDaySlot: false,
      slotMinTime: '08:00:00',
      slotMaxTime: '18:00:00',
      nowIndicator: true,
      height: 'calc(100vh - 32px)',
      events,
    }),
  );
});

import { addDays, instantToZoned } from '@recepta/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Location } from '../../api/locations.ts';
import { useLocations } from '../../api/locations.ts';
import { useOrg } from '../../api/orgs.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAgendaData } from './data/use-agenda-data.ts';
import { useAgendaView, useWeekStart, useZoom } from './data/use-agenda-prefs.ts';
import { useFreedMarks } from './data/use-freed-slots.ts';
import { useNow } from './data/use-now.ts';
import { useApptLink } from './dialogs/use-appt-link.ts';
import { DayList } from './grid/day-list.tsx';
import { FreedSlotList } from './grid/freed-slot-mark.tsx';
import { WeekGrid } from './grid/week-grid.tsx';
import { defaultSlot } from './model/default-slot.ts';
import { slotResource } from './model/slot-resource.ts';
import { weekTitle } from './model/week-label.ts';
import { DayTabs } from './toolbar/day-tabs.tsx';
import { Minimap } from './toolbar/minimap.tsx';
import { ResourceLegend } from './toolbar/resource-legend.tsx';
import { WeekHeader } from './toolbar/week-header.tsx';
import { ZoomSlider } from './toolbar/zoom-slider.tsx';
import { useAgendaInteractions } from './use-agenda-interactions.ts';

// The dialogs (and the patient search's phone rules) load after the week is painted, not before;
// so does printing (the printed sheet formats phones, the chooser is a dialog).
const AgendaDialogs = lazy(() => import('./dialogs/agenda-dialogs.tsx').then((m) => ({ default: m.AgendaDialogs })));
const PrintDay = lazy(() => import('./print/print-day.tsx').then((m) => ({ default: m.PrintDay })));
const PrintChooser = lazy(() => import('./print/print-chooser.tsx').then((m) => ({ default: m.PrintChooser })));

const HINT = 'Drag para reprogramar · Arrastra bordes para cambiar duración (↑ inicio / ↓ fin)';
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** /admin/agenda (docs/product.md#agenda-layout): the weekly agenda, in the zone of the organisation's location. */
export default function AgendaPage() {
  const org = useCurrentOrg();
  const locations = useLocations(org.id);
  const orgInfo = useOrg(org.id);
  const tz = orgInfo.data?.tz;
  if (locations.isPending || orgInfo.isPending) return <Loading />;
  if (!tz || !locations.data) {
    return (
      <Alert variant="error">
        No se pudo cargar la agenda.{' '}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => void Promise.all([locations.refetch(), orgInfo.refetch()])}
        >
          Reintentar
        </button>
      </Alert>
    );
  }
  return <AgendaScreen orgId={org.id} tz={tz} clinic={orgInfo.data?.name ?? ''} locations={locations.data} />;
}

function Loading() {
  return (
    <div className="grid min-h-80 place-items-center text-slate-500">
      <Spinner label="Cargando agenda…" />
    </div>
  );
}

interface AgendaScreenProps {
  orgId: string;
  tz: string;
  /** The clinic's name, on the printed day. */
  clinic: string;
  locations: Location[];
}

function AgendaScreen({ orgId, tz, clinic, locations }: AgendaScreenProps) {
  const now = useNow();
  const today = instantToZoned(now, tz).date;
  const [monday, setMonday] = useWeekStart(today);
  const [zoom, setZoom] = useZoom();
  const { view, toggleResource, setShowCancelled } = useAgendaView();
  const data = useAgendaData(orgId, tz, monday, locations, view);
  const { model } = data;
  const slotResourceId = model && slotResource(model.resources, view.hiddenResources);
  const ui = useAgendaInteractions(orgId, model, slotResourceId);
  const freed = useFreedMarks(orgId, tz, monday, model, view.hiddenResources);
  const wide = useMediaQuery('(min-width: 768px)');
  const phone = !useMediaQuery('(min-width: 640px)');
  useApptLink(orgId, tz, setMonday, ui.setPanel);

  // Below 768 px one day shows: today when it is in the week, else Monday.
  const todayIndex = Math.round((Date.parse(today) - Date.parse(monday)) / 86_400_000);
  const [day, setDay] = useState(todayIndex >= 0 && todayIndex < 7 ? todayIndex : 0);
  useEffect(() => {
    setDay(todayIndex >= 0 && todayIndex < 7 ? todayIndex : 0);
  }, [todayIndex]);

  // Imprimir (docs/product.md#printed-day): the day view prints its day; the week grid asks which
  // (today first). The sheet is drawn with that day before the browser's print dialog opens.
  const [choosing, setChoosing] = useState(false);
  const [printed, setPrinted] = useState<number | null>(null);
  const print = (which: number) => {
    flushSync(() => setPrinted(which));
    window.print();
  };
  // Another view or week prints its own day again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the day in view changes.
  useEffect(() => setPrinted(null), [day, monday, wide]);

  const openCreate = () => {
    if (model) {
      ui.setPanel({ mode: 'create', ...defaultSlot(model, wide ? undefined : day, now), resourceId: slotResourceId });
    }
  };

  const legend = model && (
    <ResourceLegend
      resources={model.resources}
      hidden={view.hiddenResources}
      onToggle={toggleResource}
      showCancelled={view.showCancelled}
      onShowCancelled={setShowCancelled}
    />
  );
  const toolbar = (
    <>
      {legend}
      {!phone && <p className="text-xs text-slate-500 dark:text-slate-400">{HINT}</p>}
    </>
  );

  let body: React.ReactNode;
  if (data.isError) {
    body = (
      <Alert variant="error">
        No se pudo cargar la agenda.{' '}
        <Button size="sm" variant="secondary" className="ml-2" onClick={data.retry}>
          Reintentar
        </Button>
      </Alert>
    );
  } else if (!model) {
    body = <Loading />;
  } else if (wide) {
    body = (
      <WeekGrid
        model={model}
        days={ALL_DAYS}
        today={today}
        pxPerMinute={zoom}
        actions={ui.actions}
        geometry={ui.geometry}
        toolbar={toolbar}
        loading={data.loading}
        freed={freed.marks}
        refill={freed.refill}
      />
    );
  } else {
    body = (
      <DayTabs
        days={model.week.days}
        counts={data.loading ? undefined : model.byDay.map((items) => items.length)}
        today={today}
        value={day}
        onChange={setDay}
      >
        {phone ? (
          <div className="space-y-3">
            {legend}
            <FreedSlotList
              marks={freed.marks?.[day] ?? []}
              stopping={freed.refill.stopping}
              onStop={freed.refill.stop}
            />
            <DayList
              day={day}
              items={model.byDay[day] ?? []}
              segments={model.segments[day] ?? []}
              allDay={model.allDay}
              closed={model.closedWeekday[day] ?? false}
              onDetails={ui.actions.details}
              onEdit={ui.actions.edit}
              onBlock={ui.actions.block}
            />
          </div>
        ) : (
          <WeekGrid
            model={model}
            days={[day]}
            today={today}
            pxPerMinute={zoom}
            actions={ui.actions}
            geometry={ui.geometry}
            toolbar={toolbar}
            loading={data.loading}
            freed={freed.marks}
            refill={freed.refill}
          />
        )}
      </DayTabs>
    );
  }

  return (
    <div>
      <WeekHeader
        title={weekTitle(monday, addDays(monday, 6))}
        monday={monday}
        status={data.status}
        onWeek={setMonday}
        onPrevious={() => setMonday(addDays(monday, -7))}
        onNext={() => setMonday(addDays(monday, 7))}
        onToday={() => setMonday(today)}
        onCreate={openCreate}
        onPrint={() => (wide ? setChoosing(true) : print(day))}
        extra={!phone && <ZoomSlider value={zoom} onChange={setZoom} />}
        aside={wide && model && <Minimap model={model} geometry={ui.geometry} />}
      />
      {/* Before the week arrives the grid shows its frame, empty: busy, for screen readers. */}
      <div aria-busy={data.loading}>{body}</div>
      {/* Their code loads once the week has been painted: evaluated earlier, it delayed that paint. */}
      {data.painted && (
        <Suspense fallback={null}>
          <AgendaDialogs orgId={orgId} tz={tz} model={model} services={data.services ?? []} ui={ui} now={now} />
          {model && <PrintDay model={model} day={printed ?? day} clinic={clinic} />}
          {model && (
            <PrintChooser
              open={choosing}
              days={model.week.days}
              counts={model.byDay.map((items) => items.length)}
              initial={day}
              onPrint={(chosen) => {
                setChoosing(false);
                print(chosen);
              }}
              onClose={() => setChoosing(false)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}

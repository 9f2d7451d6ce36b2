import { useState } from 'react';
import type { CreatedCalendarFeed } from '../../api/calendar-feeds.ts';
import type { MeOrg } from '../../api/me.ts';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { CalendarFeedList } from './calendar-feed-list.tsx';
import { CreateCalendarFeedForm } from './create-calendar-feed-form.tsx';
import { NewCalendarFeedNotice } from './new-calendar-feed-notice.tsx';

/** 'Calendario': secret links that show a professional's, or the whole clinic's, appointments in a calendar app. */
export function CalendarCard({ org }: { org: MeOrg }) {
  // Held in memory only: once dismissed or the page is left, the URL cannot be seen again.
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);

  return (
    <Card>
      <CardHeader
        title="Calendario"
        description="Mira las citas de un profesional, o de toda la clínica, en Google Calendar, Outlook o Calendario de Apple, con un enlace secreto que se actualiza solo."
      />
      <CardContent className="space-y-6">
        <CreateCalendarFeedForm orgId={org.id} onCreated={setCreated} />
        {created && <NewCalendarFeedNotice created={created} onDismiss={() => setCreated(null)} />}
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Enlaces activos</h3>
          <CalendarFeedList orgId={org.id} />
        </div>
      </CardContent>
    </Card>
  );
}

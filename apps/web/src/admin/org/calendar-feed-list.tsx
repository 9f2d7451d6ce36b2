import { WHOLE_CLINIC_FEED_LABEL } from '@recepta/domain';
import { useCalendarFeeds, useRevokeCalendarFeed } from '../../api/calendar-feeds.ts';
import { formatDate } from '../../lib/format-date.ts';
import { RevocableList } from './revocable-list.tsx';

const texts = {
  list: 'Enlaces de calendario',
  empty: 'Todavía no hay enlaces de calendario.',
  loadFailed: 'Error al cargar los enlaces de calendario',
  revoked: 'Enlace de calendario revocado',
  revokeFailed: 'Error al revocar el enlace de calendario',
  revokeLabel: (name: string) => `Revocar el enlace ${name}`,
  confirmTitle: (name: string) => `¿Revocar el enlace «${name}»?`,
  confirmDescription:
    'El enlace dejará de funcionar de inmediato: los calendarios suscritos ya no recibirán cambios. Esta acción no se puede deshacer.',
};

/** The organisation's live calendar links (never their URLs), each with a revoke that asks first. */
export function CalendarFeedList({ orgId }: { orgId: string }) {
  return (
    <RevocableList
      query={useCalendarFeeds(orgId)}
      revoke={useRevokeCalendarFeed(orgId)}
      texts={texts}
      details={(feed) => (
        <>
          <span>{feed.resourceName ?? WHOLE_CLINIC_FEED_LABEL}</span>
          <span>Creado el {formatDate(feed.createdAt)}</span>
        </>
      )}
    />
  );
}

import { useApiKeys, useRevokeApiKey } from '../../api/api-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { RevocableList } from './revocable-list.tsx';

const texts = {
  list: 'Claves de API',
  empty: 'Todavía no hay claves de API.',
  loadFailed: 'Error al cargar las claves de API',
  revoked: 'Clave de API revocada',
  revokeFailed: 'Error al revocar la clave de API',
  revokeLabel: (name: string) => `Revocar la clave ${name}`,
  confirmTitle: (name: string) => `¿Revocar la clave «${name}»?`,
  confirmDescription:
    'Las integraciones que la usan dejarán de funcionar de inmediato. Esta acción no se puede deshacer.',
};

/** The organisation's live keys (prefix only) with a revoke that asks first. */
export function ApiKeyList({ orgId }: { orgId: string }) {
  return (
    <RevocableList
      query={useApiKeys(orgId)}
      revoke={useRevokeApiKey(orgId)}
      texts={texts}
      details={(key) => (
        <>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {key.prefix}…
          </code>
          <span>Creada el {formatDate(key.createdAt)}</span>
          <span>{key.lastUsedAt ? `Último uso: ${formatDateTime(key.lastUsedAt)}` : 'Sin usar todavía'}</span>
        </>
      )}
    />
  );
}

import { clsx } from 'clsx';
import { CONVERSATION_LIST_LIMIT, type ConversationSummary } from '../../api/conversations.ts';
import { SearchInput } from '../../ui/search-input.tsx';
import { ConversationRow } from './conversation-row.tsx';

interface ConversationListProps {
  conversations: ConversationSummary[];
  selectedId: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  /** The search that produced `conversations` (after the typing pause). */
  query: string;
  searching: boolean;
  className?: string;
}

/** Patients waiting for a person first (longest wait first), then the rest newest first, as listed. */
function waitingFirst(conversations: ConversationSummary[]): ConversationSummary[] {
  const waiting = conversations
    .filter((c) => c.waitingSince !== null)
    .sort((a, b) => Date.parse(a.waitingSince ?? '') - Date.parse(b.waitingSince ?? ''));
  return [...waiting, ...conversations.filter((c) => c.waitingSince === null)];
}

/** The left pane (the whole screen on a phone): search, then conversations: waiting for a person first, then newest first. */
export function ConversationList({
  conversations,
  selectedId,
  search,
  onSearchChange,
  query,
  searching,
  className,
}: ConversationListProps) {
  const now = new Date();
  return (
    <div className={clsx('flex min-h-0 flex-col', className)}>
      <div className="border-b border-slate-200 p-3 dark:border-slate-800">
        <SearchInput
          label="Buscar conversaciones"
          placeholder="Nombre, teléfono o mensaje"
          value={search}
          onChange={onSearchChange}
          busy={searching}
        />
      </div>
      {conversations.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-400">
          No hay conversaciones que coincidan con «{query}».
        </p>
      ) : (
        <ul
          aria-label="Conversaciones"
          className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
        >
          {waitingFirst(conversations).map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} selected={conversation.id === selectedId} now={now} />
            </li>
          ))}
          {conversations.length >= CONVERSATION_LIST_LIMIT && (
            <li className="px-4 py-3 text-center text-xs text-slate-600 dark:text-slate-400">
              Se muestran las {CONVERSATION_LIST_LIMIT} conversaciones más recientes. Usa la búsqueda para encontrar
              otras.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

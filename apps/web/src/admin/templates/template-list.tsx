import type { MessageTemplate } from '@recepta/domain';
import { clsx } from 'clsx';
import { focusRing } from '../../ui/button.tsx';
import { TemplateStatusBadge } from './template-status-badge.tsx';

interface TemplateListProps {
  templates: MessageTemplate[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function TemplateList({ templates, selectedId, onSelect }: TemplateListProps) {
  if (templates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Todavía no hay plantillas. Crea la primera con «Nueva plantilla».
      </p>
    );
  }
  return (
    <ul aria-label="Lista de plantillas" className="space-y-2">
      {templates.map((template) => {
        const selected = template.id === selectedId;
        return (
          <li key={template.id}>
            <button
              type="button"
              aria-current={selected || undefined}
              onClick={() => onSelect(template.id)}
              className={clsx(
                'w-full rounded-xl border px-4 py-3 text-left transition-colors',
                selected
                  ? 'border-brand-600 bg-brand-50 shadow-sm dark:border-brand-500 dark:bg-brand-800/25'
                  : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700 dark:hover:bg-slate-800/60',
                focusRing,
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-50">{template.name}</span>
                <TemplateStatusBadge status={template.status} />
              </span>
              <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{template.category}</span>
              <span className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{template.text}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

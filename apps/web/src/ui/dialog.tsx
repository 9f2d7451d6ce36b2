import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from './button.tsx';

/** The dialog root, as Radix gives it (open, onOpenChange, modal…). */
export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hide the corner close button (e.g. while a request is running). */
  hideClose?: boolean;
}

/**
 * A centred modal with a dimmed backdrop. Radix traps focus, closes on Escape and on a click
 * outside, returns focus to the trigger, and ties the title and description to the dialog.
 */
export function DialogContent({ title, description, children, className, hideClose = false }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        // Radix focuses the first focusable element, which may be a destructive action ('Cancelar
        // cita'): a dialog names its safe action with data-autofocus, and that one takes focus.
        onOpenAutoFocus={(event) => {
          const safe = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
          if (!safe) return;
          event.preventDefault();
          safe.focus();
        }}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900',
          'outline-none',
          className,
        )}
      >
        <div className="space-y-2 pr-8">
          <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="text-sm text-slate-600 dark:text-slate-400">
              {description}
            </RadixDialog.Description>
          )}
        </div>
        {children}
        {!hideClose && (
          <RadixDialog.Close
            aria-label="Cerrar"
            className={clsx(
              'absolute top-4 right-4 grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200',
              focusRing,
            )}
          >
            <X className="size-4" aria-hidden />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The buttons row at the bottom of a dialog; stacked on phones, primary action last on the right. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>
  );
}

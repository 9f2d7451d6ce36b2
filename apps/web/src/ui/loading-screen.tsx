import { Logo } from './logo.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A full-page wait (e.g. while the session is checked). It fades in after a short delay, so a fast
 * answer shows nothing at all instead of a flash.
 */
export function LoadingScreen({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-6 dark:bg-slate-950">
      <div className="flex flex-col items-center gap-5 opacity-100 transition-opacity delay-300 duration-500 starting:opacity-0">
        <Logo className="opacity-90" />
        <span className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="size-4" decorative />
          <span role="status">{label}</span>
        </span>
      </div>
    </div>
  );
}

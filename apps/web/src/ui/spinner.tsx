import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; ignored when decorative. */
  label?: string;
  /** Inside a control that already says what is happening (e.g. 'Guardando...'). */
  decorative?: boolean;
}

export function Spinner({ className, label = 'Cargando…', decorative = false }: SpinnerProps) {
  const icon = (
    <LoaderCircle className={clsx('animate-spin motion-reduce:animate-none', className ?? 'size-5')} aria-hidden />
  );
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

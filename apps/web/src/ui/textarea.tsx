import { clsx } from 'clsx';
import type { TextareaHTMLAttributes } from 'react';
import { controlClasses } from './input.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** A multi-line text control drawn like Input (same border, focus and invalid states). */
export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  return (
    <textarea
      {...rest}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={clsx(controlClasses, 'min-h-24 resize-y px-3 py-2 leading-relaxed', className)}
    />
  );
}

import { Check, MessageCircle } from 'lucide-react';
import { closing, WHATSAPP_TARGET_PLACEHOLDER } from './content.ts';
import { CtaLink } from './cta-link.tsx';

export function ClosingCta({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <section aria-labelledby="cierre-title" className="px-5 pb-20 sm:px-8 sm:pb-24">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id="cierre-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {closing.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-50">{closing.text}</p>
        <CtaLink
          href={whatsappUrl}
          target={WHATSAPP_TARGET_PLACEHOLDER}
          variant="whatsapp"
          external
          className="mt-8 px-7 text-lg"
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          {closing.cta}
        </CtaLink>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-brand-50">
          {closing.reassurance.map((r) => (
            <li key={r} className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-brand-300" aria-hidden="true" />
              {r}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

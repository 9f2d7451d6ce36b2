import { Check } from 'lucide-react';
import { type Plan, plans, popularBadge, pricingNote, WHATSAPP_TARGET_PLACEHOLDER } from './content.ts';
import { CtaLink } from './cta-link.tsx';
import { SectionHeading } from './section-heading.tsx';

function PlanCard({ plan, whatsappUrl }: { plan: Plan; whatsappUrl: string }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <li
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl border bg-white p-7 dark:bg-slate-900 ${
        plan.popular
          ? 'border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600 lg:-my-3 lg:py-10 dark:border-brand-400 dark:ring-brand-400'
          : 'border-slate-200 shadow-sm dark:border-slate-800'
      }`}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase dark:bg-brand-400 dark:text-brand-950">
          {popularBadge}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1.5 text-slate-950 dark:text-white">
        <span className="text-5xl font-extrabold tracking-tight">${plan.price}</span>
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">USD/mes</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-slate-700 dark:text-slate-300">
        {plan.highlights.map((h) => (
          <li key={h} className="flex items-start gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            {h}
          </li>
        ))}
      </ul>
      <CtaLink
        href={whatsappUrl}
        target={WHATSAPP_TARGET_PLACEHOLDER}
        variant={plan.popular ? 'primary' : 'outline'}
        external
        className="mt-8 w-full"
      >
        {plan.cta}
      </CtaLink>
    </li>
  );
}

export function Plans({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <section
      id="precios"
      aria-labelledby="precios-title"
      className="scroll-mt-4 border-y border-slate-200 bg-slate-50 py-20 sm:py-24 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="precios-title"
          title="Elige tu plan"
          lead="Precios en dólares (USD) por mes. Empieza hoy y ten tu recepcionista funcionando en 48 h."
        />
        <ul className="mx-auto mt-14 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center lg:gap-6">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} whatsappUrl={whatsappUrl} />
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-700 dark:text-slate-300">{pricingNote}</p>
      </div>
    </section>
  );
}

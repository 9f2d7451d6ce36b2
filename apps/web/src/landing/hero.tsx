import { ArrowDown, MessageCircle } from 'lucide-react';
import { ChatPreview } from './chat-preview.tsx';
import { badges, DEMO_TARGET_PLACEHOLDER, DEMO_URL_PLACEHOLDER, hero } from './content.ts';
import { CtaLink } from './cta-link.tsx';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-8 pb-16 sm:px-8 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:pt-14 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-200">
            <MessageCircle className="size-4" aria-hidden="true" />
            {hero.kicker}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl xl:text-[3.25rem] dark:text-white"
          >
            {hero.headlineStart} <span className="text-brand-700 sm:block dark:text-brand-300">{hero.headlineEnd}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-700 dark:text-slate-300">
            {hero.lead}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaLink href="#precios" variant="primary">
              {hero.plansCta}
              <ArrowDown className="size-5" aria-hidden="true" />
            </CtaLink>
            {/* WhatsApp when the server has a number, else the web demo (filled by the server). */}
            <CtaLink href={DEMO_URL_PLACEHOLDER} target={DEMO_TARGET_PLACEHOLDER} variant="outline" external>
              <MessageCircle className="size-5 text-green-700 dark:text-wa-green" aria-hidden="true" />
              {hero.demoCta}
            </CtaLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-slate-700 dark:text-slate-300">
            {badges.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <span className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {label}
              </li>
            ))}
          </ul>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}

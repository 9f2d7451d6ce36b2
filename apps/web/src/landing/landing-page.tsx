import { ClosingCta } from './closing-cta.tsx';
import { WHATSAPP_URL_PLACEHOLDER } from './content.ts';
import { Faq } from './faq.tsx';
import { Features } from './features.tsx';
import { Hero } from './hero.tsx';
import { Plans } from './plans.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { StatsStrip } from './stats-strip.tsx';

/**
 * The public landing page (docs/product.md#landing-page), rendered to static HTML at build time (render.tsx). It
 * must stay free of state, effects and event handlers: nothing of React runs in the browser.
 * The WhatsApp and demo links are placeholders the server fills from its config.
 */
export default function LandingPage({ whatsappUrl = WHATSAPP_URL_PLACEHOLDER }: { whatsappUrl?: string }) {
  return (
    <div className="relative isolate min-h-dvh bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      {/* A soft brand wash behind the header and hero only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[52rem] bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-950/70"
      />
      <SiteHeader />
      <main>
        <Hero />
        <StatsStrip />
        <Features />
        <Plans whatsappUrl={whatsappUrl} />
        <Faq />
        <ClosingCta whatsappUrl={whatsappUrl} />
      </main>
      <SiteFooter />
    </div>
  );
}

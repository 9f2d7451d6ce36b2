import { PUBLIC_URL_PLACEHOLDER, site } from './content.ts';
import LandingPage from './landing-page.tsx';

/**
 * The whole HTML document of the landing: what search engines and link previews read. Canonical
 * and og:url must be absolute, so they carry the public URL placeholder the server fills in.
 */
export function LandingDocument({ cssHref }: { cssHref: string }) {
  const url = `${PUBLIC_URL_PLACEHOLDER}/`;
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{site.title}</title>
        <meta name="description" content={site.description} />
        <link rel="canonical" href={url} />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f0fdfa" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020617" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="es_LA" />
        <meta property="og:title" content={site.title} />
        <meta property="og:description" content={site.description} />
        <meta property="og:url" content={url} />
        <meta name="twitter:card" content="summary" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="stylesheet" href={cssHref} />
      </head>
      <body>
        <LandingPage />
      </body>
    </html>
  );
}

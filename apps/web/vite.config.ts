import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';

/**
 * In development, `/` answers the landing rendered on each request from its React components, as
 * the build prerenders it (scripts/prerender.ts), so the dev server shows what production serves.
 * The WhatsApp link gets a number-less wa.me link: only the API server knows the configured one.
 */
function landingInDev(): Plugin {
  return {
    name: 'recepta:landing-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0];
        if (req.method !== 'GET' || path !== '/') return next();
        try {
          const { renderLandingHtml } = await server.ssrLoadModule('/src/landing/render.tsx');
          const html: string = renderLandingHtml({ cssHref: '/src/landing/landing.css' })
            .replaceAll('%WHATSAPP_URL%', 'https://wa.me/?text=Hola')
            .replaceAll('%DEMO_URL%', '/demo')
            .replaceAll('%DEMO_TARGET%', '_self')
            .replaceAll('%PUBLIC_URL%', `http://${req.headers.host ?? 'localhost'}`);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        } catch (err) {
          next(err);
        }
      });
    },
  };
}

const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  sourcemap: false,
  rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
} satisfies BuildEnvironmentOptions;

const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: false,
  // The manifest tells scripts/prerender.ts the hashed name of the landing's stylesheet.
  manifest: true,
  rolldownOptions: {
    // The SPA shell, and the landing's own stylesheet (the landing has no script entry at all).
    input: { app: 'index.html', landing: 'src/landing/landing.css' },
    output: {
      // Every icon is its own module, shared by several screens: without a group each became a
      // chunk of its own, and the agenda's first paint waited on a dozen tiny requests
      // (docs/architecture.md#loading-the-admin-panel).
      codeSplitting: {
        groups: [
          { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          // The small shared modules of the panel (API hooks, helpers, basic controls, the
          // domain's rules) in one chunk rather than some thirty of a few hundred bytes each:
          // the agenda's cold load fetched 55 files, six at a time over HTTP/1.1
          // (docs/benchmarks.md#opening-the-agenda). The dialog, the catalogue kit and the
          // phone rules stay apart: the first paint does not need them.
          {
            name: 'shared',
            test: /apps[\\/]web[\\/]src[\\/](api|lib)[\\/]|apps[\\/]web[\\/]src[\\/]ui[\\/](button|spinner|badge|input|alert|logo)\.tsx/,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;

// In development the API runs on its own port (npm run dev); Vite proxies /api to it.
// `vite build --ssr` builds the server's drawing of panel pages instead (src/entry-server.tsx →
// dist-ssr/entry-server.js, docs/architecture.md#the-server-draws-the-agenda).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), landingInDev()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The server's build bundles everything it imports, React included, in its production build: left
  // to node_modules, React picks its development build unless the server's NODE_ENV says
  // otherwise, and that rendered the agenda several times slower. (In development, only the
  // domain, TypeScript source, is bundled.)
  ssr: { noExternal: isSsrBuild ? true : ['@recepta/domain'] },
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: isSsrBuild ? ssrBuild : clientBuild,
}));

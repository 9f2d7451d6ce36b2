/**
 * The fake of Meta's Graph API for the e2e run (the tests' own fake, apps/server/test/fake-graph.ts),
 * started by Playwright (webServer in playwright.config.ts) on E2E_GRAPH_PORT. It knows one
 * WhatsApp number and its token, `e2eWhatsApp`: any other token is refused as Meta refuses it.
 */
import { startFakeGraph } from '../../apps/server/test/fake-graph.ts';
import { e2eWhatsApp } from './whatsapp.ts';

const port = Number(process.env.E2E_GRAPH_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('fake-graph-server: set E2E_GRAPH_PORT to the port to listen on');
  process.exit(1);
}
const fake = await startFakeGraph({ port });
fake.tokens.set(e2eWhatsApp.phoneNumberId, e2eWhatsApp.accessToken);
console.log(`fake Graph API on ${fake.url}`);

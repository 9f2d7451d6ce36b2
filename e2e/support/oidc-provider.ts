/**
 * A local OpenID Connect provider that plays Google in the e2e run. Playwright starts it (see
 * webServer in playwright.config.ts) before the app server, which is given its address as
 * GOOGLE_ISSUER_URL. Its authorize endpoint redirects straight back with a code (no login page),
 * and every token and userinfo answer describes the same user, `googleUser`.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { googleUser } from './google-user.ts';

const port = Number(process.env.E2E_OIDC_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('oidc-provider: set E2E_OIDC_PORT to the port to listen on');
  process.exit(1);
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

// The id token and the access token carry the user's claims; userinfo answers them too, so the
// app finds the user whichever of the two it reads.
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, googleUser);
});
server.service.on('beforeUserinfo', (response) => {
  response.body = { ...googleUser };
  response.statusCode = 200;
});

await server.start(port, '127.0.0.1');
// The library names itself after 'localhost'; the app is told 127.0.0.1, and the issuer in the
// discovery document and the tokens should be that very address.
server.issuer.url = `http://127.0.0.1:${port}`;
console.log(`oidc-provider: issuer ${server.issuer.url}`);

async function stop() {
  await server.stop();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

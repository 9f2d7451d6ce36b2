/** The WhatsApp number the e2e fake Graph server knows (e2e/support/fake-graph-server.ts). */
export const e2eWhatsApp = {
  phoneNumberId: '109876543210',
  wabaId: '555666777',
  accessToken: 'EAAG-e2e-valid-access-token-0001',
} as const;

import { describe, expect, it } from 'vitest';
import { seedTemplates } from '../messaging/seed-templates.ts';
import { campaignParams, defaultCampaignParams, PATIENT_NAME_TOKEN } from './campaigns.ts';

describe('a campaign’s starting values', () => {
  it('fills the patient’s name and the clinic where the seeded reactivation invites back', () => {
    const reactivation = seedTemplates.find((t) => t.name === 'reactivacion')!;
    expect(defaultCampaignParams(reactivation.text, 'Clínica Sonrisa')).toEqual([
      PATIENT_NAME_TOKEN,
      'Clínica Sonrisa',
    ]);
    expect(campaignParams(defaultCampaignParams(reactivation.text, 'Clínica Sonrisa'), 'María Pérez')).toEqual([
      'María',
      'Clínica Sonrisa',
    ]);
  });

  it('leaves a value without a natural default empty', () => {
    expect(defaultCampaignParams('Hola {{1}}, este mes {{2}} con descuento.', 'Clínica Sonrisa')).toEqual([
      PATIENT_NAME_TOKEN,
      '',
    ]);
    expect(defaultCampaignParams('Sin variables.', 'X')).toEqual([]);
  });
});

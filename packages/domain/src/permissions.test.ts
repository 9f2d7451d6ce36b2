import { describe, expect, it } from 'vitest';
import { actions, apiKeyScopes, keyCan, permissionTable, roleCan, roleLabels, roles } from './permissions.ts';

describe('the permission table', () => {
  it('has a row for every action and a Spanish label for every role', () => {
    expect(Object.keys(permissionTable).sort()).toEqual([...actions].sort());
    expect(roleLabels).toEqual({
      owner: 'Dueño',
      admin: 'Administración',
      reception: 'Recepción',
      professional: 'Profesional',
    });
  });

  it('lets the owner do everything', () => {
    for (const action of actions) expect(roleCan('owner', action), action).toBe(true);
  });

  it('gives administration everything but members, the channel, the audit log and deleting or exporting all data', () => {
    const denied = actions.filter((a) => !roleCan('admin', a));
    expect(denied.sort()).toEqual(
      ['audit.read', 'channel.manage', 'data.delete', 'data.export', 'members.manage'].sort(),
    );
  });

  it('keeps reception from prices, money reports, configuration and templates', () => {
    for (const action of [
      'agenda.read',
      'agenda.write',
      'inbox.read',
      'inbox.write',
      'patients.write',
      'campaigns.send',
    ] as const) {
      expect(roleCan('reception', action), action).toBe(true);
    }
    for (const action of [
      'prices.read',
      'reports.money',
      'config.write',
      'refill.manage',
      'templates.write',
      'catalog.write',
    ] as const) {
      expect(roleCan('reception', action), action).toBe(false);
    }
  });

  it('lets a professional read only, and no money', () => {
    const allowed = actions.filter((a) => roleCan('professional', a));
    expect(allowed.every((a) => a.endsWith('.read'))).toBe(true);
    expect(roleCan('professional', 'prices.read')).toBe(false);
    expect(roleCan('professional', 'reports.money')).toBe(false);
  });

  it('refuses an unknown role everything', () => {
    for (const action of actions) expect(roleCan('intruso', action)).toBe(false);
  });

  it('maps API key scopes onto the same actions; no key manages access or reads the log', () => {
    for (const action of ['members.manage', 'apiKeys.manage', 'audit.read', 'data.delete', 'data.export'] as const) {
      for (const scope of apiKeyScopes) expect(keyCan([scope], action), `${scope} ${action}`).toBe(false);
    }
    expect(keyCan(['read'], 'agenda.read')).toBe(true);
    expect(keyCan(['read'], 'agenda.write')).toBe(false);
    expect(keyCan(['scheduling'], 'agenda.write')).toBe(true);
    expect(keyCan(['messaging'], 'inbox.write')).toBe(true);
    expect(keyCan(['messaging'], 'agenda.write')).toBe(false);
    expect(keyCan(['admin'], 'catalog.write')).toBe(true);
    expect(keyCan([], 'agenda.read')).toBe(false);
  });

  it('gives every role at least the roles below it, as clinics expect', () => {
    for (const action of actions) {
      if (roleCan('professional', action)) expect(roleCan('reception', action)).toBe(true);
      if (roleCan('reception', action)) expect(roleCan('admin', action)).toBe(true);
      if (roleCan('admin', action)) expect(roleCan('owner', action)).toBe(true);
    }
    expect(roles).toHaveLength(4);
  });
});

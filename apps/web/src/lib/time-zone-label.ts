/** 'America/Costa_Rica' → 'America/Costa Rica (GMT-6)': the IANA name people recognise, and today's offset. */
export function timeZoneLabel(zone: string, now: Date = new Date()): string {
  const name = zone.replaceAll('_', ' ');
  const offset = zoneOffset(zone, now);
  return offset ? `${name} (${offset})` : name;
}

/** 'GMT-5': the zone's offset today; undefined for a zone the browser does not know. */
export function zoneOffset(zone: string, now: Date = new Date()): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

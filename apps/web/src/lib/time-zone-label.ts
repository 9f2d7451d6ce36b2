/** 'America/Costa_Rica' → 'America/Costa Rica (GMT-6)': the IANA name people recognise, and today's offset. */
export function timeZoneLabel(zone: string, now: Date = new Date()): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}

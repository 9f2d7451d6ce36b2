import { createHash } from 'node:crypto';

/** The id of the JSON the early-reads script reads (written by spa.ts, made by modules/bootstrap/early-reads.ts). */
export const EARLY_READS_ELEMENT_ID = 'recepta-early';

/**
 * Runs in the app shell of a signed-in /admin/agenda load, before the app's code has even been
 * fetched (docs/architecture.md#loading-the-admin-panel): it asks for the catalogue lists and the
 * week the agenda will open on, and leaves the promises in `window.__receptaEarly` by path, where
 * the app's apiFetch adopts them (apps/web/src/api/early-reads.ts). The week is the one kept in
 * localStorage when the server listed its path, else this week in the organisation's zone, as
 * the agenda itself chooses (storedWeekStart); a week it cannot tell is left to the app. It never
 * decides a path itself: every path was written by the server with the domain's helpers, the
 * same the app uses, so an adopted answer is always the one the app would have asked for.
 * A constant, so the Content-Security-Policy allows it by hash and still refuses every other inline script.
 */
export const EARLY_READS_SCRIPT = `(function(){try{
var d=JSON.parse(document.getElementById(${JSON.stringify(EARLY_READS_ELEMENT_ID)}).textContent);
var s=null;try{s=localStorage.getItem("agendaWeekStart")}catch(x){}
var w=null;
if(s===null){
var p={};new Intl.DateTimeFormat("en-US",{timeZone:d.tz,year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});
var t=Date.parse(p.year+"-"+p.month+"-"+p.day+"T00:00:00Z");
w=d.weeks[new Date(t-((new Date(t).getUTCDay()+6)%7)*864e5).toISOString().slice(0,10)];
}else w=d.weeks[s];
var e={};
var g=function(u){var r=fetch(u,{credentials:"same-origin",headers:{accept:"application/json"}});r.catch(function(){});e[u]=r};
if(w)g(w);
d.paths.forEach(g);
window.__receptaEarly=e;
}catch(x){}})()`;

/** The script's CSP source: 'sha256-…' of its exact text. */
export const EARLY_READS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

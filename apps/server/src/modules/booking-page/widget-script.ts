/**
 * GET /widget.js: the clinic pastes `<script src=".../widget.js" data-recepta="slug" async>` into its
 * site. It adds a "Reservar cita" button that opens the booking page in an iframe panel (full
 * screen on a phone, a side panel on a wide screen) and closes with the button or Escape. It sets no
 * cookie and reads none on the host page; the page inside is our origin's. Kept small and
 * dependency-free (under 2 KB).
 */
export const WIDGET_SCRIPT = `(function(){var s=document.currentScript;if(!s)return;var slug=s.getAttribute('data-recepta');if(!slug)return;
var o='__ORIGIN__',d=document,label=s.getAttribute('data-label')||'Reservar cita';
var b=d.createElement('button');b.type='button';b.textContent=label;b.setAttribute('aria-haspopup','dialog');
b.style.cssText='position:fixed;right:16px;bottom:16px;z-index:2147483000;padding:12px 18px;border:0;border-radius:999px;background:#0f766e;color:#fff;font:600 16px system-ui,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer';
var p=null;function close(){if(p){p.remove();p=null;b.focus();}}
function open(){if(p)return;p=d.createElement('div');p.setAttribute('role','dialog');p.setAttribute('aria-modal','true');p.setAttribute('aria-label',label);
p.style.cssText='position:fixed;inset:0;z-index:2147483001;background:rgba(0,0,0,.4);display:flex;justify-content:flex-end';
var w=d.createElement('div');w.style.cssText='position:relative;width:100%;max-width:420px;height:100%;background:#fff;box-shadow:-4px 0 16px rgba(0,0,0,.25)';
var x=d.createElement('button');x.type='button';x.textContent='Cerrar';x.style.cssText='position:absolute;top:8px;right:8px;z-index:1;padding:8px 12px;border:0;border-radius:6px;background:#111827;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer';x.onclick=close;
var f=d.createElement('iframe');f.src=o+'/r/'+encodeURIComponent(slug);f.title=label;f.style.cssText='border:0;width:100%;height:100%';
w.appendChild(x);w.appendChild(f);p.appendChild(w);p.onclick=function(e){if(e.target===p)close();};d.body.appendChild(p);x.focus();}
b.onclick=open;d.addEventListener('keydown',function(e){if(e.key==='Escape')close();});
(d.body?Promise.resolve():new Promise(function(r){d.addEventListener('DOMContentLoaded',r);})).then(function(){d.body.appendChild(b);});})();
`;

import { bannerTiming } from '../content/timing.ts';

/**
 * Runs inline in <head> before first paint so the stored theme and a dismissed banner
 * never flash. The CSP allows exactly this text by its hash (server/http/security.ts).
 */
export const noFlashScript =
  `(function(r){r.classList.replace('no-js','js');try{var s=localStorage,t=s.getItem('ui-theme');` +
  `if(t==='light'||t==='dark')r.dataset.theme=t;var b=Number(s.getItem('${bannerTiming.storageKey}'));` +
  `if(b&&Date.now()-b<${bannerTiming.rememberMs})r.classList.add('banner-dismissed')}catch(e){}})(document.documentElement)`;

/**
 * When the page's scripts start loading. Docusaurus writes them as `<script defer>` in <head>: the browser fetches
 * them alongside the stylesheet and runs them, and the whole hydration, before DOMContentLoaded, often before the
 * first paint. On a long reference page that held the server-rendered text back by the full hydration time
 * (Lighthouse, SDK method page: first paint 1.3 s on an unthrottled run, 3.5 s simulated on a phone). The HTML is
 * complete without JavaScript, so the page is painted first and the scripts are fetched right after.
 *
 * The script URLs go into a JSON element and a fixed inline loader adds them once the first contentful paint has
 * happened, in order (`async = false`), as `defer` would have run them. Where the browser reports no paint timing
 * the loader starts at DOMContentLoaded; a page that never paints (a tab opened in the background) starts when
 * shown, or after FALLBACK_MS at the latest.
 */

/** Id of the JSON element that lists the page's scripts, in execution order. */
export const SCRIPT_LIST_ID = '__docusaurus-scripts';

/** Longest wait for a first paint before the scripts load anyway. */
export const FALLBACK_MS = 3000;

/**
 * Docusaurus's base-URL banner (home page only) is inserted at DOMContentLoaded when `window.docusaurus` is unset,
 * which it takes to mean the bundle did not load. The bundle now loads after that on every page, so the loader
 * sets a placeholder until the scripts run, and on a script that fails to load removes it and calls the banner's
 * own `insertBanner` (a global function of its inline script), as Docusaurus would have.
 */
const BANNER_CONTAINER_ID = '__docusaurus-base-url-issue-banner-container';

/**
 * Runs in <head>. Its text is hashed into the CSP (scripts/csp.mjs): change it and run
 * `node scripts/csp.mjs --write` after the next build. It must not depend on the build (no URLs in it), so the
 * policy stays the same from build to build.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var started=false,w=window,placeholder={};' +
  'if(!w.docusaurus)w.docusaurus=placeholder;' +
  'function failed(){if(w.docusaurus===placeholder)delete w.docusaurus;' +
  'if(typeof w.insertBanner==="function"&&!document.getElementById("' +
  BANNER_CONTAINER_ID +
  '"))w.insertBanner()}' +
  'function load(){if(started)return;started=true;' +
  'var list=document.getElementById("' +
  SCRIPT_LIST_ID +
  '");' +
  'JSON.parse(list?list.textContent:"[]").forEach(function(src){' +
  'var s=document.createElement("script");s.src=src;s.async=false;s.onerror=failed;document.head.appendChild(s)})}' +
  'function soon(){setTimeout(load,0)}' +
  'var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes;' +
  'if(types&&types.indexOf("paint")>=0){' +
  'new P(function(entries,observer){entries.getEntries().forEach(function(e){' +
  'if(e.name==="first-contentful-paint"){observer.disconnect();soon()}})}).observe({type:"paint",buffered:true});' +
  'setTimeout(load,' +
  String(FALLBACK_MS) +
  ')}' +
  'else if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",soon);else soon()})()';

/**
 * Docusaurus's SSG template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`, 3.10) with the `defer` scripts
 * replaced by the list and the loader. Everything else is as Docusaurus writes it.
 */
export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script type="application/json" id="${SCRIPT_LIST_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %></script>
    <script>${AFTER_PAINT_LOADER}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

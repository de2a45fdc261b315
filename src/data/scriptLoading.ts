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
 * Controls that work only once React runs: a click on one of them before the page has hydrated is kept (the last
 * one) and clicked again once it has, so a reader who taps a platform tab while the scripts load is not ignored;
 * text typed into a field meanwhile is handed to React the same way (`retype` in the loader).
 * Links and native controls work without JavaScript and are left alone. From the moment React's root exists it
 * handles clicks itself (and replays those on parts not yet hydrated), so the loader records only before that.
 */
const REPLAYED_CONTROLS = '[role=tab],button:not([type=submit])';

/**
 * The language links (Docusaurus's locale dropdown, the only links with a `lang`) are written by the server
 * without the query and the hash, which it cannot know; once hydrated they carry both. A reader who switches
 * language before that would land at the top of the other page. The loader adds them at the click instead.
 */
const LANGUAGE_LINK = 'a[lang][href][target=_self]';

/**
 * Runs in <head>. Its text is hashed into the CSP (scripts/csp.mjs): change it and run
 * `node scripts/csp.mjs --write` after the next build. It must not depend on the build (no URLs in it), so the
 * policy stays the same from build to build.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var started=false,w=window,d=document,root=d.documentElement,placeholder={},pending=null;' +
  'if(!w.docusaurus)w.docusaurus=placeholder;' +
  'function failed(){if(w.docusaurus===placeholder)delete w.docusaurus;' +
  'if(typeof w.insertBanner==="function"&&!d.getElementById("' +
  BANNER_CONTAINER_ID +
  '"))w.insertBanner()}' +
  'function hydrated(){return root.getAttribute("data-has-hydrated")==="true"}' +
  'function early(e){if(w.docusaurusRoot||hydrated()||!e.target||!e.target.closest)return;' +
  'var c=e.target.closest("' +
  REPLAYED_CONTROLS +
  '");if(c&&!c.closest("a[href]"))pending=c}' +
  'd.addEventListener("click",early,true);' +
  'd.addEventListener("click",function(e){if(hydrated()||!e.target||!e.target.closest)return;' +
  'var a=e.target.closest("' +
  LANGUAGE_LINK +
  '");if(a&&!/[?#]/.test(a.href))a.href+=location.search+location.hash},true);' +
  'if(w.MutationObserver)new MutationObserver(function(m,o){if(!hydrated())return;o.disconnect();' +
  'd.removeEventListener("click",early,true);var c=pending;pending=null;' +
  'setTimeout(function(){retype();if(c&&c.isConnected)c.click()},0)}).observe(root,{attributes:true,attributeFilter:["data-has-hydrated"]});' +
  // Text typed into a field before hydration: React keeps it in the field but never saw it. The field's record of
  // its last value (React's `_valueTracker`) is set back to the server's value and an input event tells React.
  'function retype(){var f=d.querySelectorAll("input,textarea");for(var i=0;i<f.length;i++){var x=f[i];' +
  'if(/^(checkbox|radio|hidden|file)$/.test(x.type)||x.value===x.defaultValue)continue;' +
  'if(x._valueTracker)x._valueTracker.setValue(x.defaultValue);x.dispatchEvent(new Event("input",{bubbles:true}))}}' +
  'function load(){if(started)return;started=true;' +
  'var list=d.getElementById("' +
  SCRIPT_LIST_ID +
  '");' +
  'JSON.parse(list?list.textContent:"[]").forEach(function(src){' +
  'var s=d.createElement("script");s.src=src;s.async=false;s.onerror=failed;d.head.appendChild(s)})}' +
  'function soon(){setTimeout(load,0)}' +
  'var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes;' +
  'if(types&&types.indexOf("paint")>=0){' +
  'new P(function(entries,observer){entries.getEntries().forEach(function(e){' +
  'if(e.name==="first-contentful-paint"){observer.disconnect();soon()}})}).observe({type:"paint",buffered:true});' +
  'setTimeout(load,' +
  String(FALLBACK_MS) +
  ')}' +
  'else if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",soon);else soon()})()';

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

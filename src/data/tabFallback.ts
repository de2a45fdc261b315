/**
 * Tab panels that stay readable whenever the page has not hydrated: without JavaScript, in a page saved from the
 * browser and opened from disk, or when the bundle fails to load. Only a hydrated page can switch tabs, so the
 * page starts with every panel unfolded under its name (src/theme/TabItem adds the names) and an inline script
 * folds them only where hydration is expected: over http(s), until an error stops it before hydration.
 *
 * The folding is the `disabled` state of the style element, which is not an attribute: a saved page (the DOM
 * serialized) keeps the element enabled, so it opens unfolded, with or without JavaScript.
 */

export const TAB_FALLBACK_STYLE_ID = 'tabs-unfolded';

/** Class of the tab name shown above each unfolded panel. */
export const TAB_PANEL_LABEL_CLASS = 'tab-panel-label';

export const TAB_FALLBACK_CSS =
  '[role=tablist]{display:none!important}' + '[role=tabpanel][hidden]{display:block!important}' + `.${TAB_PANEL_LABEL_CLASS}{display:block!important}`;

/**
 * Runs in <head> before the body is parsed. Its text is hashed into the CSP (scripts/csp.mjs): change it and
 * run `node scripts/csp.mjs --write` after the next build.
 */
export const TAB_FALLBACK_SCRIPT =
  '(function(){var s=document.getElementById("' +
  TAB_FALLBACK_STYLE_ID +
  '");' +
  'if(!s||!/^https?:$/.test(location.protocol))return;s.disabled=true;' +
  'window.addEventListener("error",function(){' +
  'if(document.documentElement.getAttribute("data-has-hydrated")!=="true")s.disabled=false},true)})()';

/**
 * The theme's "Last updated on" date without ICU's start-up cost (issue #25; why: ./dayFormat.ts). Both bundles get
 * ./IntlUtils in place of the theme's module, so the server writes the date the browser hydrates.
 */
import path from 'node:path';
import {moduleReplacementPlugin} from '../shared/module-replacement';

/** The theme's module with `useDateTimeFormat` (theme-common 3.10). */
export const THEME_INTL_MODULE = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/;

export default function dateFormatPlugin() {
  return moduleReplacementPlugin({name: 'date-format', pattern: THEME_INTL_MODULE, standIn: path.join(__dirname, 'IntlUtils.ts'), server: true});
}

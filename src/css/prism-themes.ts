/**
 * Code colours for light and dark mode. The stock Prism themes (github, dracula) put several token colours
 * below the 4.5:1 contrast that WCAG AA asks of text (numbers and properties at 2.6:1 on the light background,
 * comments at 3:1 on the dark one). These palettes keep every token at 4.5:1 or more against the block's
 * background and against a highlighted line; tests/unit/prism-themes.test.ts checks it.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'property', 'attr-name'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter', 'builtin'], style: {color: '#953800'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#a0111f'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9198a1', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#9198a1'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#a5d6ff'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'property', 'attr-name'], style: {color: '#79c0ff'}},
    {types: ['variable', 'parameter', 'builtin'], style: {color: '#ffa657'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['tag'], style: {color: '#7ee787'}},
    {types: ['inserted'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};

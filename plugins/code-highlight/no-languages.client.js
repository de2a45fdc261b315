// Replaces the theme's start-up module that loads Prism grammars on every page (see ./index): ./lazy loads them.

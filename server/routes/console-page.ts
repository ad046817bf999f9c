/**
 * The client bundles every console page loads: the console's stylesheet (client/entries/
 * console.ts), htmx for inline actions (mark handled, a capacity edit) and the forms
 * bundle for busy buttons. Each page works without the scripts.
 */
export const consoleBundles = ['console', 'htmx', 'forms'] as const;

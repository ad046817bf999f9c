/**
 * The client bundles every console page loads: htmx for inline actions (mark handled, a
 * capacity edit) and the forms bundle for busy buttons. Each page works without them.
 */
export const consoleBundles = ['htmx', 'forms'] as const;

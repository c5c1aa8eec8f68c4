/** SPEC 3 "Status bar colours: green, orange". */
export const STATUS_BAR_COLOURS = { green: '#2e7d32', orange: '#ed6c02' } as const;
export type StatusBarColour = keyof typeof STATUS_BAR_COLOURS;

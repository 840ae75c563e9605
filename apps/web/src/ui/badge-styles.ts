/** Badges keep their whole text: a squeezed column widens or scrolls instead of cutting "Repair/Reprogramming…" short. */
export const WHOLE_TEXT = { root: { minWidth: 'max-content' }, label: { overflow: 'visible' } } as const;

// Strings of the home screens.
export const homeMessages = {} as const;

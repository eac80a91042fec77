// Strings of the auth screens.
export const authMessages = {} as const;

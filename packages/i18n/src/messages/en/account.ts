// Strings of the account screens.
export const accountMessages = {} as const;

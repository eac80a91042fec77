// Strings of the public screens.
export const publicMessages = {} as const;

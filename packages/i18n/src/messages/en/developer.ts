// Developer console strings: the API service area /homeApi.
export const developer = {
  'api.title': 'API service',
} as const;

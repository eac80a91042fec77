// The error-code table of the specification (section 8), English wording: the codes any page's
// calls may get (signing in, registering, a session check). The codes only the signed-in area's
// calls return are in signed-in.ts. -1059 is added to the English set as well so that every code
// has a message in both languages.
export const errors = {
  'error.code.200': 'Success',
  'error.code.1000': 'No operation permission',
  'error.code.-1001': 'Not logged in or login expired',
  'error.code.-1002': 'Account does not exist',
  'error.code.-1003': 'Account already exists',
  'error.code.-1004': 'Wrong account password',
  'error.code.-1005': 'The certificate code does not exist',
  'error.code.-1006': 'Error in verification code',
  'error.code.-1007': 'Data does not exist',
  'error.code.-1008': 'Parameter error',
  'error.code.-1009': 'User does not exist',
  'error.code.-1011': 'Country cannot be empty',
  'error.code.-1012': 'Country does not exist',
  'error.code.-1015': 'Mobile phone number cannot be empty',
  'error.code.-1026': 'Frequent verification code, retry later',
  'error.code.-1059': 'Duplicate request: the same order number was detected within 5 minutes',
  'error.code.-1027': 'Too many failed attempts, please try again later',
  'error.code.other': 'System Error.',
} as const;

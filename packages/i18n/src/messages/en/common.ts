// Strings shared by both apps and by the SDK's response handling (spec sections 2, 5 and 8).
export const common = {
  'app.name': 'Mizani Pay',
  'lang.en': 'English',
  'lang.zh': '中文',
  'lang.switch': 'Language',

  'sdk.expired': 'The page has expired, please log in again',
  'sdk.systemAbnormality': 'System abnormality',
  'sdk.timeout': 'System timeout, please try again later',
  'sdk.httpFailure': 'Exception at system interface {0}',
  'sdk.duplicateSubmit': 'The data is being processed, please do not resubmit',
  'sdk.downloading': 'Downloading, please wait...',
  'sdk.downloadFailed': 'There was an error downloading the file, please contact the administrator!',
  'sdk.noData': 'No relevant data found',
  'sdk.loginExpired': 'Login has expired, please log in again',
  'sdk.logoutSuccess': 'Exit Success!',
  'list.loadFailed': 'List could not be loaded. Check your connection and try again.',
  'list.retry': 'Retry',

  'validation.passwordLength': 'Password length is 6-12 characters!',
  'validation.passwordStrength': 'The login password must contain digits, upper and lower case letters, and a special character other than a space',
  'validation.passwordMismatch': 'The two passwords you entered did not match.',
  'validation.passwordSameAsOld': 'The new password must be different from the old password',
  'validation.passwordHelp':
    'The login password must contain digits, upper and lower case letters, and special characters other than spaces',
  'validation.fundPassword': 'The transaction password must be exactly 6 digits',
  'validation.emailFormat': 'Email format incorrect',
  'validation.phoneSameAsOld': 'The new phone number must be different from the old one',
  'validation.emailSameAsOld': 'The new email must be different from the old one',
  'validation.required': 'This field is required',
} as const;

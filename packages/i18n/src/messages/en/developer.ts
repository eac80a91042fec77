// Developer console strings: the API service area /homeApi.
export const developer = {
  'api.title': 'API service',
  'api.consoleName': 'Developer console',
  'api.skipToContent': 'Skip to main content',
  'api.loading': 'Loading…',
  'api.closeNotification': 'Close notification',

  'api.nav.label': 'API service menu',
  'api.nav.open': 'Open menu',
  'api.nav.close': 'Close menu',
  'api.nav.collapse': 'Collapse menu',
  'api.nav.expand': 'Expand menu',
  'api.nav.pending': 'The menu appears here once your API access is approved.',

  'api.header.wallet': 'Wallet',
  'api.header.userMenu': '{name}, account menu',
  'api.header.account': 'Account',
  'api.header.profile': 'Profile',
  'api.header.logout': 'Log out',

  'api.redirecting.title': 'Log in to continue',
  'api.redirecting.body': 'The developer console needs a signed-in account. Taking you to the login page…',
  'api.redirecting.link': 'Go to the login page',

  'api.account.intro':
    'Your API access at a glance: the audit status of your application and the credentials your systems use to call Mizani Pay.',
  'api.account.signedInAs': 'Signed in as {name}',

  'api.notFound.code': 'Error 404',
  'api.notFound.title': 'Page not found',
  'api.notFound.body': 'This page of the developer console does not exist or has moved.',
  'api.notFound.back': 'Back to user center',

  'api.error.title': 'Something went wrong',
  'api.error.body': 'This page could not be shown. Reload it to try again.',
  'api.error.reload': 'Reload',
} as const;
